// POST api/ClientError: what failed in the browser, sanitised, each distinct error sent once.
import type { KyInstance } from 'ky';

const MAX_FIELD_LENGTH = 2000;

export type ClientErrorReporter = (error: unknown, context?: string) => Promise<void>;

export function createClientErrorReporter(
  api: KyInstance,
  userAgent: () => string,
): ClientErrorReporter {
  const sent = new Set<string>();
  return async (error, context) => {
    const { message, stack } = describe(error);
    const Message = sanitise(context ? `${context}: ${message}` : message);
    if (sent.has(Message)) return;
    sent.add(Message);
    try {
      await api.post('ClientError', {
        json: { Message, Stack: sanitise(stack), UserAgent: sanitise(userAgent()) },
      });
    } catch (failure) {
      console.error('Could not report a client error', failure); // spec: failure only logged
    }
  };
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? '' };
  return { message: String(error), stack: '' };
}

/** Strips markup and control characters, and bounds the length. */
export function sanitise(text: string): string {
  return (
    text
      .replace(/<[^>]*>/g, '')
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .slice(0, MAX_FIELD_LENGTH)
  );
}

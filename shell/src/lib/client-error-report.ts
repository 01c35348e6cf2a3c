// POST api/ClientError: what failed in the browser, sanitised, each distinct error sent once.
import { clientError } from '@portal/api-contract/shell/client-error';
import { call } from '@portal/wire/call';
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
    const result = await call(api, clientError, {
      Message,
      Stack: sanitise(stack),
      UserAgent: sanitise(userAgent()),
    }).catch((failure: unknown) => failure);
    if (isFailure(result)) {
      console.error('Could not report a client error', result); // spec: failure only logged
    }
  };
}

/** Anything but a success: a refusal, a lost session, no answer, or a throw. */
const isFailure = (result: unknown): boolean =>
  !(typeof result === 'object' && result !== null && 'kind' in result && result.kind === 'ok');

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

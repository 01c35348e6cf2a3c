// A portal API client whose network is a table of canned answers, for tests of calls and screens.
import { createApiClient, createEventBus, createPortalStore } from '@portal/shared-contracts';

export interface CannedAnswer {
  status?: number;
  body?: unknown;
  /** Simulate no response at all (offline). */
  networkError?: boolean;
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Answers keyed by "METHOD path" (path after /api/, case-insensitive); a function may vary them. */
export type AnswerTable = Record<string, CannedAnswer | ((body: unknown) => CannedAnswer)>;

export function fakeApi(answers: AnswerTable) {
  const sent: SentRequest[] = [];
  const table = new Map(Object.entries(answers).map(([key, value]) => [key.toLowerCase(), value]));
  const api = createApiClient({
    store: createPortalStore({ storage: null }),
    bus: createEventBus(),
    prefix: 'http://portal.test/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\//, '');
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      sent.push({ method: request.method, path, body, headers: request.headers });
      const entry = table.get(`${request.method} ${path}`.toLowerCase());
      const answer = typeof entry === 'function' ? entry(body) : entry;
      if (!answer) return new Response('{}', { status: 404 });
      if (answer.networkError) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return { api, sent };
}

export const forbiddenWith = (code: string): CannedAnswer => ({
  status: 403,
  body: { HasNoErrors: false, Errors: [{ ErrorMessage: code }] },
});

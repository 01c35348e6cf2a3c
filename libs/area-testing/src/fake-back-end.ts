// The fake back end every area test talks to: Mock Service Worker intercepting the real fetch, so
// the area's real API modules, the real API client (session headers, the Unauthorized logout) and
// call() all run as in the browser. One server per test file; its handlers are reset after each
// test. A request no handler answers fails the test (after it has failed the call as a network
// error), so a test never passes while silently missing a call.
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import type { HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { wireInputOf } from './handlers';

/** A request the fake back end received. */
export interface ReceivedRequest {
  readonly method: string;
  /** The path under /api, e.g. `PaymentInformation/GetPaymentInfo`. */
  readonly path: string;
  readonly search: URLSearchParams;
  readonly headers: Headers;
  /** The query fields of a GET, the JSON body, the form fields (a file as a File), or the text. */
  readonly body: unknown;
}

const received: Promise<ReceivedRequest>[] = [];
const unhandled: string[] = [];

export const server: SetupServer = setupServer();

server.events.on('request:start', ({ request }) => {
  // Read at once: by the time the test looks, the call may have consumed its own copy.
  received.push(readRequest(request.clone()));
});

beforeAll(() =>
  server.listen({
    onUnhandledFrame: async ({ frame, defaults }) => {
      const request = (frame as { data?: { request?: Request } }).data?.request;
      unhandled.push(request ? `${request.method} ${request.url}` : 'a network frame');
      defaults.error();
      throw new Error('[area-testing] a request no handler answers');
    },
  }),
);

afterEach(() => {
  server.resetHandlers();
  received.length = 0;
  const missed = unhandled.splice(0);
  if (missed.length > 0) {
    throw new Error(
      `The fake back end received requests no handler answers (add answer()/refuse() for them):\n  ${missed.join('\n  ')}`,
    );
  }
});

afterAll(() => server.close());

/** Replaces this test's handlers (the defaults first, so the test's own win). */
export function useHandlers(handlers: readonly HttpHandler[]): void {
  server.use(...handlers);
}

/** What the fake back end received so far in this test, oldest first; one endpoint's only if given. */
export async function receivedRequests(endpoint?: AnyEndpoint): Promise<ReceivedRequest[]> {
  const all = await Promise.all(received);
  if (!endpoint) return all;
  return all.filter(
    (request) =>
      request.method === endpoint.method &&
      request.path.toLowerCase() === endpoint.path.toLowerCase(),
  );
}

async function readRequest(request: Request): Promise<ReceivedRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api\//, ''),
    search: url.searchParams,
    headers: request.headers,
    body: await wireInputOf(request),
  };
}

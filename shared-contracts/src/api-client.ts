// The back-end client every app makes through this factory, so that all of them send the
// session headers and react to an expired session the same way.
import ky, { isHTTPError, type KyInstance } from 'ky';
import type { EventBus } from './event-bus';
import type { PortalStore } from './session-store';
import { firstWireError } from './wire';

export interface ApiClientOptions {
  store: PortalStore;
  bus: EventBus;
  /** Where the API lives; the shell's origin forwards /api to the back end. */
  prefix?: string;
  fetch?: typeof fetch;
}

export function createApiClient({
  store,
  bus,
  prefix = '/api',
  fetch,
}: ApiClientOptions): KyInstance {
  return ky.create({
    prefix,
    retry: 0,
    timeout: 30_000,
    ...(fetch ? { fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request, options }) => {
          // An answer the same for everyone (`sameForEveryone`, set by @portal/wire's call)
          // goes without the session: it needs none, and only a request without headers of
          // its own is served by the page's preload in Firefox (docs/decisions/005).
          if (options.context['sameForEveryone'] === true) return;
          const session = store.getState().session;
          if (session?.userToken) request.headers.set('UserToken', session.userToken);
          if (session?.servicingBranch !== null && session?.servicingBranch !== undefined) {
            request.headers.set('ServicingBranch', String(session.servicingBranch));
          }
        },
      ],
      afterResponse: [
        async ({ response }) => {
          if (response.ok && !isJson(response)) return;
          const body: unknown = await response
            .clone()
            .json()
            .catch(() => undefined);
          // Spec 1 §4: any response whose first error is Unauthorized forces a logout.
          if (firstWireError(body) === 'Unauthorized' && store.getState().session) {
            bus.emit('logout', { reason: 'unauthorized' });
          }
        },
      ],
    },
  });
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

export interface ApiFailure {
  /** HTTP status, or 0 when no response arrived (offline, timeout). */
  status: number;
  /** The first Errors[].ErrorMessage of the body, when there is one. */
  code: string | undefined;
}

/** What an area needs to pick the spec's message for a failed call. */
export async function describeApiFailure(error: unknown): Promise<ApiFailure> {
  if (isHTTPError(error)) {
    const body: unknown =
      error.data ??
      (await error.response
        .clone()
        .json()
        .catch(() => undefined));
    return { status: error.response.status, code: firstWireError(body) };
  }
  return { status: 0, code: undefined };
}

// The one shape every call of every area answers with, so that screens read all of them alike.

/** Why a call did not give an answer the screen can use, beyond a refusal. */
export type UnavailableReason =
  /** No answer at all: offline, DNS, a timeout, the connection dropped. */
  | 'network'
  /** An HTTP error without one of the spec's error codes (a 5xx, a proxy's 502). */
  | 'http'
  /** An answer whose body does not match the contract. */
  | 'contract';

export type ApiResult<T> =
  /** The back end did it; `value` is the call's domain value. */
  | { readonly kind: 'ok'; readonly value: T }
  /**
   * The back end said no with one of the spec's error codes (Errors[0].ErrorMessage), or with
   * none (`code` ''): a null, blank or missing error is still a definite refusal, which screens
   * show with their generic error (spec 2 §8), never as an unknown outcome. `status` is
   * the HTTP status of a refusal that came as an HTTP error (absent for one in a successful
   * answer): some spec rules read a 5xx by its status, whatever code it carries. `messages` holds
   * every Errors entry when there are several, for the calls whose entries each say something
   * (spec 1 §7 ModifySubscriptions: one JSON text per refused option).
   */
  | {
      readonly kind: 'refused';
      readonly code: string;
      readonly status?: number;
      readonly messages?: readonly string[];
    }
  /** The session is gone (spec 1 §4); the API client has already asked the shell to log out. */
  | { readonly kind: 'unauthorized' }
  /** No usable answer: the screen shows its "try again" message. `status` is 0 without one. */
  | { readonly kind: 'unavailable'; readonly reason: UnavailableReason; readonly status: number };

export const ok = <T>(value: T): ApiResult<T> => ({ kind: 'ok', value });

/** Maps the value of a successful result; every other result passes through unchanged. */
export function mapResult<T, U>(result: ApiResult<T>, map: (value: T) => U): ApiResult<U> {
  return result.kind === 'ok' ? { kind: 'ok', value: map(result.value) } : result;
}

/**
 * The error code of a refusal, `Unauthorized` for a lost session, undefined otherwise (and for a
 * refusal without text, whose screens show their generic error).
 */
export function errorCodeOf(result: ApiResult<unknown>): string | undefined {
  if (result.kind === 'refused') return result.code || undefined;
  if (result.kind === 'unauthorized') return 'Unauthorized';
  return undefined;
}

/** The value of a successful result, or a thrown ApiResultError (for TanStack Query's queryFn). */
export function valueOrThrow<T>(result: ApiResult<T>): T {
  if (result.kind === 'ok') return result.value;
  throw new ApiResultError(result);
}

/** A failed result carried through code that expects a throw (a query's error state). */
export class ApiResultError extends Error {
  override readonly name = 'ApiResultError';
  readonly result: Exclude<ApiResult<never>, { kind: 'ok' }>;

  constructor(result: Exclude<ApiResult<unknown>, { kind: 'ok' }>) {
    super(
      result.kind === 'refused'
        ? `The back end refused: ${result.code}`
        : result.kind === 'unauthorized'
          ? 'The session is no longer valid'
          : `The back end is unavailable (${result.reason}, HTTP ${result.status})`,
    );
    this.result = result;
  }
}

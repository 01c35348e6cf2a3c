// What a failed query of this area says. Queries throw the ApiResult of a failed call
// (valueOrThrow); a screen that shows the back end's refusal reads it back here.
import { ApiResultError, type ApiResult } from '@portal/wire/api-result';

/** A call that did not succeed: refused, unauthorized or unavailable. */
export type CallFailure = Exclude<ApiResult<never>, { kind: 'ok' }>;

/** The failure a query's error carries; anything else thrown counts as no answer. */
export function failureOf(error: unknown): CallFailure {
  return error instanceof ApiResultError
    ? error.result
    : { kind: 'unavailable', reason: 'network', status: 0 };
}

/**
 * The spec error code of a query that failed with a refusal; undefined for any other failure
 * and for a refusal without text (the screen's own sentence then).
 */
export function refusalCodeOf(error: unknown): string | undefined {
  const failure = failureOf(error);
  return failure.kind === 'refused' ? failure.code.trim() || undefined : undefined;
}

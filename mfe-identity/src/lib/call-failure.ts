// A call that did not succeed, as the area's failure rules read it: a refusal with the spec's
// code, a lost session, or no usable answer (with the HTTP status, 0 without one).
import type { ApiResult } from '@portal/wire/api-result';

export type CallFailure = Exclude<ApiResult<unknown>, { kind: 'ok' }>;

/** The HTTP status of a failure (200 for a refusal in a successful answer, 0 without an answer). */
export function statusOf(failure: CallFailure): number {
  if (failure.kind === 'unavailable') return failure.status;
  if (failure.kind === 'refused') return failure.status ?? 200;
  return 0;
}

/**
 * A refusal the spec's rules read by its code. Identity's rules read a 5xx by its status
 * whatever code it carries (spec 1 §8: "HTTP 500 gives Error500"; a sign-in answered 500 is the
 * offline message), so a coded 5xx is not one.
 */
export const isCodedRefusal = (
  failure: CallFailure,
): failure is Extract<CallFailure, { kind: 'refused' }> =>
  failure.kind === 'refused' && statusOf(failure) < 500;

// A call that did not succeed, as the area's failure rules read it: a refusal with the spec's
// code, a lost session, or no usable answer (with the HTTP status, 0 without one).
import type { ApiResult } from '@portal/wire/api-result';

export type CallFailure = Exclude<ApiResult<unknown>, { kind: 'ok' }>;

/** The HTTP status of a failure without a code (0 when there was no answer at all). */
export const statusOf = (failure: CallFailure): number =>
  failure.kind === 'unavailable' ? failure.status : 0;

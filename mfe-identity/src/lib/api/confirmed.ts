// Calls whose success the spec reads from HasNoErrors (spec 1 §4: "HasNoErrors true shows
// success, otherwise error"). call() counts an answer as a refusal only when it names a code, so
// for these calls an answer without HasNoErrors true is refused here, with the generic code.
import type { ApiResult } from '@portal/wire/api-result';

export function confirmed<T extends { HasNoErrors?: boolean | null }>(
  result: ApiResult<T>,
): ApiResult<T> {
  if (result.kind !== 'ok' || result.value.HasNoErrors === true) return result;
  return { kind: 'refused', code: 'Error' };
}

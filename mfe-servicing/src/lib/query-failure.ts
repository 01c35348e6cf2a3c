// What a failed query of this area says. Queries throw the ApiResult of a failed call
// (valueOrThrow); a screen that shows the back end's refusal reads its code here.
import { ApiResultError } from '@portal/wire/api-result';

/** The spec error code of a query that failed with a refusal; undefined for any other failure. */
export function refusalCodeOf(error: unknown): string | undefined {
  return error instanceof ApiResultError && error.result.kind === 'refused'
    ? error.result.code
    : undefined;
}

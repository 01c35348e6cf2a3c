// GET /api/setup/BusinessDate: the institution's business day. "Today" in identity's date rules
// (date of birth not in the future, agreements in force) is this day, never the browser's clock,
// which may sit in another time zone than the institution. No luxon here: the login path uses it.
import * as identity from '@portal/api-contract/identity/portal-checks';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

/** The business day as "yyyy-MM-dd". */
export async function fetchBusinessDate(api: KyInstance): Promise<ApiResult<string>> {
  const result = await call(api, identity.businessDate, {});
  return mapResult(result, (answer) => answer.BusinessDate.slice(0, 10));
}

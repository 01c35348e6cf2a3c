// Records the borrower's acceptance of the texting terms (agreement log service; path ours).
import { agreeToTexting as endpoint } from '@portal/api-contract/profile/profile-updates';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export async function agreeToTexting(api: KyInstance): Promise<ApiResult<true>> {
  return mapResult(await call(api, endpoint, {}), () => true as const);
}

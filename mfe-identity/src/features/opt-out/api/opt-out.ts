// POST /api/OptOut/OptOut (spec 1 §7): EmailAddress is filled from the link's token.
import * as identity from '@portal/api-contract/identity/email-links';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { confirmed } from '../../../lib/api/confirmed';

export async function optOut(api: KyInstance, token: string): Promise<ApiResult<null>> {
  return mapResult(
    confirmed(await call(api, identity.optOut, { EmailAddress: token })),
    () => null,
  );
}

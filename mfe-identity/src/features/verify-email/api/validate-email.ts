// POST /api/Login/ValidateEmail (spec 1 §7).
import * as identity from '@portal/api-contract/identity/email-links';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { confirmed } from '../../../lib/api/confirmed';

export async function validateEmail(api: KyInstance, enc: string): Promise<ApiResult<null>> {
  const result = await call(api, identity.validateEmail, { EncryptedUserData: enc });
  return mapResult(confirmed(result), () => null);
}

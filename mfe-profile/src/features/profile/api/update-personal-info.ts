// Saves the address and phone numbers (path ours); the answer carries the saved PersonalInfo.
import { updatePersonalInfo as endpoint } from '@portal/api-contract/profile/profile-updates';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { PersonalInfo } from '../rules/profile-model';
import { personalInfoOf, wirePersonalInfo } from './profile-wire';

export async function updatePersonalInfo(
  api: KyInstance,
  info: PersonalInfo,
): Promise<ApiResult<PersonalInfo>> {
  const result = await call(api, endpoint, wirePersonalInfo(info));
  return mapResult(result, (wire) =>
    wire.PersonalInfo ? personalInfoOf(wire.PersonalInfo) : info,
  );
}

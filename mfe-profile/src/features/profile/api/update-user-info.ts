// Saves the user information (path ours); the answer carries the saved UserInfo.
import { updateUserInfo as endpoint } from '@portal/api-contract/profile/profile-updates';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { UserInfo, UserInfoChange } from '../rules/profile-model';
import { userInfoOf } from './profile-wire';

export async function updateUserInfo(
  api: KyInstance,
  change: UserInfoChange,
): Promise<ApiResult<UserInfo>> {
  const result = await call(api, endpoint, {
    LogonName: change.logonName,
    EmailAddress: change.emailAddress,
    OldPassword: change.oldPassword,
    NewPassword: change.newPassword,
    ConfirmNewPassword: change.confirmNewPassword,
    SecretQuestion: change.secretQuestion,
    SecretAnswer: change.secretAnswer,
  });
  // An answer without UserInfo saved what was sent.
  return mapResult(result, (wire) => (wire.UserInfo ? userInfoOf(wire.UserInfo) : change));
}

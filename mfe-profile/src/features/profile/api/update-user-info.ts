// Update user info (path not shown in the spec; ours: POST /api/Profile/UpdateUserInfo).
// Upper-cased user info fields; response HasNoErrors, UserInfo, Errors (spec 1 §7, §8).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { UserInfoSchema, type UserInfo } from './get-profile';
import { failureOf, readEnvelope, type SaveResult } from './wire-result';

export interface UserInfoChange {
  LogonName: string;
  EmailAddress: string;
  OldPassword: string;
  NewPassword: string;
  ConfirmNewPassword: string;
  SecretQuestion: string;
  SecretAnswer: string;
}

const ResponseSchema = v.object({ UserInfo: UserInfoSchema });

export async function updateUserInfo(
  api: KyInstance,
  change: UserInfoChange,
): Promise<SaveResult<UserInfo>> {
  try {
    const body: unknown = await api.post('Profile/UpdateUserInfo', { json: change }).json();
    return readEnvelope(
      body,
      'update user info',
      (ok, what) => parseWire(ResponseSchema, ok, what).UserInfo,
    );
  } catch (error) {
    return failureOf(error);
  }
}

// The profile data the page loads (path ours; the sandbox README lists it).
import { getProfile } from '@portal/api-contract/profile/profile-data';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { ProfileData } from '../rules/profile-model';
import { alertsOf, personalInfoOf, userInfoOf } from './profile-wire';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export async function fetchProfile(api: KyInstance): Promise<ApiResult<ProfileData>> {
  return mapResult(await call(api, getProfile, {}), (wire) => ({
    personalInfo: personalInfoOf(wire.PersonalInfo),
    userInfo: userInfoOf(wire.UserInfo),
    alerts: alertsOf(wire.UserAlertsInfo),
    states: (wire.States ?? []).map((state) => ({ code: state.Value, name: state.Description })),
  }));
}

// The back-end calls the profile sections make, on the portal's API client (the documents block
// makes its own, from ./profile-documents, so they load with it). Component tests fake
// the back end at the network level (@portal/area-testing), not these.
import { getPortal } from '@portal/shared-contracts';
import { type PasswordCheckRequest } from '@portal/password-rules/async-password-check';
import { type PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import type { ApiResult } from '@portal/wire/api-result';
import { agreeToTexting } from './agree-to-texting';
import { validatePasswordForLoggedInUser } from '@portal/password-rules/password-calls';
import {
  fetchSubscriptionInfo,
  modifySubscriptions,
  type ModifyResult,
} from './texting-subscriptions';
import { updateNotifications } from './update-notifications';
import { updatePersonalInfo } from './update-personal-info';
import { updateUserInfo } from './update-user-info';
import type {
  OptionChange,
  PersonalInfo,
  SubscriptionOption,
  AlertPreferences,
  UserInfo,
  UserInfoChange,
} from '../rules/profile-model';

export interface ProfileCalls {
  updatePersonalInfo(info: PersonalInfo): Promise<ApiResult<PersonalInfo>>;
  updateUserInfo(change: UserInfoChange): Promise<ApiResult<UserInfo>>;
  updateNotifications(alerts: AlertPreferences): Promise<ApiResult<AlertPreferences>>;
  agreeToTexting(): Promise<ApiResult<true>>;
  fetchSubscriptionInfo(phoneNumber: string): Promise<ApiResult<SubscriptionOption[]>>;
  modifySubscriptions(phoneNumber: string, options: readonly OptionChange[]): Promise<ModifyResult>;
  validatePassword(
    password: string,
    request: PasswordCheckRequest,
  ): Promise<ApiResult<PasswordServerCheck>>;
}

export const profileCalls: ProfileCalls = {
  updatePersonalInfo: (info) => updatePersonalInfo(getPortal().api, info),
  updateUserInfo: (change) => updateUserInfo(getPortal().api, change),
  updateNotifications: (alerts) => updateNotifications(getPortal().api, alerts),
  agreeToTexting: () => agreeToTexting(getPortal().api),
  fetchSubscriptionInfo: (phone) => fetchSubscriptionInfo(getPortal().api, phone),
  modifySubscriptions: (phone, options) => modifySubscriptions(getPortal().api, phone, options),
  validatePassword: (password, request) =>
    validatePasswordForLoggedInUser(getPortal().api, password, request),
};

// The back-end calls the profile sections make, behind one seam: the portal's API client in the
// app, fakes in component tests (jsdom has no fetch for ky to use).
import { getPortal } from '@portal/shared-contracts';
import { type PasswordCheckRequest } from '@portal/password-rules/async-password-check';
import { type PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import { createContext, useContext } from 'react';
import { agreeToTexting } from '../api/agree-to-texting';
import { fetchCustomerDocuments, type ProfileDocument } from '../api/customer-documents';
import { fetchFileTypes, type FileType } from '../api/file-types';
import type { PersonalInfo, UserAlertsInfo, UserInfo } from '../api/get-profile';
import { modifySubscriptions, type ModifyResult } from '../api/modify-subscriptions';
import { fetchSubscriptionInfo, type SubscriptionOption } from '../api/subscription-info';
import { updateNotifications } from '../api/update-notifications';
import { updatePersonalInfo } from '../api/update-personal-info';
import { updateUserInfo, type UserInfoChange } from '../api/update-user-info';
import { uploadDocument, type UploadResult } from '../api/upload-document';
import { validatePasswordForLoggedInUser } from '../api/validate-password';
import type { SaveResult } from '../api/wire-result';
import type { OptionChange } from '../rules/texting-change-set';

export interface ProfileCalls {
  updatePersonalInfo(info: PersonalInfo): Promise<SaveResult<PersonalInfo>>;
  updateUserInfo(change: UserInfoChange): Promise<SaveResult<UserInfo>>;
  updateNotifications(alerts: UserAlertsInfo): Promise<SaveResult<UserAlertsInfo>>;
  agreeToTexting(): Promise<SaveResult<true>>;
  fetchSubscriptionInfo(phoneNumber: string): Promise<SaveResult<SubscriptionOption[]>>;
  modifySubscriptions(phoneNumber: string, options: readonly OptionChange[]): Promise<ModifyResult>;
  validatePassword(password: string, request: PasswordCheckRequest): Promise<PasswordServerCheck>;
  fetchCustomerDocuments(): Promise<ProfileDocument[]>;
  fetchFileTypes(): Promise<FileType[]>;
  uploadDocument(file: File, fileTypeId: number): Promise<UploadResult>;
}

export const portalProfileCalls: ProfileCalls = {
  updatePersonalInfo: (info) => updatePersonalInfo(getPortal().api, info),
  updateUserInfo: (change) => updateUserInfo(getPortal().api, change),
  updateNotifications: (alerts) => updateNotifications(getPortal().api, alerts),
  agreeToTexting: () => agreeToTexting(getPortal().api),
  fetchSubscriptionInfo: (phone) => fetchSubscriptionInfo(getPortal().api, phone),
  modifySubscriptions: (phone, options) => modifySubscriptions(getPortal().api, phone, options),
  validatePassword: (password, request) =>
    validatePasswordForLoggedInUser(getPortal().api, password, request),
  fetchCustomerDocuments: () => fetchCustomerDocuments(getPortal().api),
  fetchFileTypes: () => fetchFileTypes(getPortal().api),
  uploadDocument: (file, fileTypeId) => uploadDocument(getPortal().api, file, fileTypeId),
};

export const ProfileCallsContext = createContext<ProfileCalls>(portalProfileCalls);

export const useProfileCalls = (): ProfileCalls => useContext(ProfileCallsContext);

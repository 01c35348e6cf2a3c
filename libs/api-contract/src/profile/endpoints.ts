// Every call of the profile area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list.
import type { AnyEndpoint } from '../endpoint';
import { getPasswordValidationRules, validatePasswordForLoggedInUser } from './password-checks';
import { getProfile } from './profile-data';
import { getCustomerDocuments, getFileTypes, uploadByCustomerId } from './profile-documents';
import {
  agreeToTexting,
  updateNotifications,
  updatePersonalInfo,
  updateUserInfo,
} from './profile-updates';
import { getSubscriptionInfo, modifySubscriptions } from './texting-subscriptions';

export const profileEndpoints: readonly AnyEndpoint[] = [
  validatePasswordForLoggedInUser,
  getPasswordValidationRules,
  getSubscriptionInfo,
  modifySubscriptions,
  updateUserInfo,
  updatePersonalInfo,
  updateNotifications,
  agreeToTexting,
  getCustomerDocuments,
  uploadByCustomerId,
  getProfile,
  getFileTypes,
];

// Every call of the profile area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list. The password
// checks and the file types the profile also calls are listed by identity and servicing
// (identity/passwords.ts, servicing/documents.ts).
import type { AnyEndpoint } from '../endpoint.ts';
import { getProfile } from './profile-data.ts';
import { customerDocuments, uploadByCustomerId } from './profile-documents.ts';
import {
  agreeToTexting,
  updateNotifications,
  updatePersonalInfo,
  updateUserInfo,
} from './profile-updates.ts';
import { getSubscriptionInfo, modifySubscriptions } from './texting-subscriptions.ts';

export const profileEndpoints: readonly AnyEndpoint[] = [
  getSubscriptionInfo,
  modifySubscriptions,
  updateUserInfo,
  updatePersonalInfo,
  updateNotifications,
  agreeToTexting,
  customerDocuments,
  uploadByCustomerId,
  getProfile,
];

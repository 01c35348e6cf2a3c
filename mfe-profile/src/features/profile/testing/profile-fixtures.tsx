// Test helpers (not tests): seeded-like profile data and fake back-end calls.
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import type { PersonalInfo, UserAlertsInfo, UserInfo } from '../api/get-profile';
import { ProfileCallsContext, type ProfileCalls } from '../hooks/use-profile-calls';
import { ALERT_FLAGS } from '../rules/alert-flags';

export const personalInfo = (optIn = false): PersonalInfo => ({
  Address: { Address1: '418 Harbor View Rd', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
  PhoneNumbers: [
    { PhoneNumber: '6165550142', Primary: true, OptInToTexting: optIn },
    { PhoneNumber: '2695550188', Primary: false, OptInToTexting: false },
  ],
});

export const STATES = [
  { Value: 'IN', Description: 'Indiana' },
  { Value: 'MI', Description: 'Michigan' },
];

export const userInfo = (): UserInfo => ({
  LogonName: 'borrower1',
  EmailAddress: 'alex.morgan@example.com',
  SecretQuestion: 'What city were you born in?',
});

const off = Object.fromEntries(ALERT_FLAGS.map((flag) => [flag, false])) as Record<
  (typeof ALERT_FLAGS)[number],
  boolean
>;

export const alerts = (): UserAlertsInfo => ({
  SequenceNumber: 1,
  TurnOffAllAlerts: false,
  AlertsAreDirty: false,
  EmailAlerts: { ...off, PasswordChanged: true, OptInOutEmailAlerts: false },
  TextAlerts: { ...off },
});

const never = () => Promise.reject(new Error('not expected in this test'));

/** Calls that fail the test if used, unless a test gives its own. */
export function fakeCalls(overrides: Partial<ProfileCalls> = {}): ProfileCalls {
  return {
    updatePersonalInfo: jest.fn<ProfileCalls['updatePersonalInfo']>(never),
    updateUserInfo: jest.fn<ProfileCalls['updateUserInfo']>(never),
    updateNotifications: jest.fn<ProfileCalls['updateNotifications']>(never),
    agreeToTexting: jest.fn<ProfileCalls['agreeToTexting']>(never),
    fetchSubscriptionInfo: jest.fn<ProfileCalls['fetchSubscriptionInfo']>(never),
    modifySubscriptions: jest.fn<ProfileCalls['modifySubscriptions']>(never),
    validatePassword: jest.fn<ProfileCalls['validatePassword']>(never),
    fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(never),
    fetchFileTypes: jest.fn<ProfileCalls['fetchFileTypes']>(never),
    uploadDocument: jest.fn<ProfileCalls['uploadDocument']>(never),
    ...overrides,
  };
}

export function WithCalls({ calls, children }: { calls: ProfileCalls; children: ReactNode }) {
  return <ProfileCallsContext.Provider value={calls}>{children}</ProfileCallsContext.Provider>;
}

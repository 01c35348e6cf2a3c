// Test helpers (not tests): seeded-like profile data and fake back-end calls.
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import type { PersonalInfo, UserAlertsInfo, UserInfo } from '../rules/profile-model';
import { ProfileCallsContext, type ProfileCalls } from '../hooks/use-profile-calls';
import { ALERT_FLAGS } from '../rules/alert-flags';

export const personalInfo = (optIn = false): PersonalInfo => ({
  address: { address1: '418 Harbor View Rd', city: 'Lakeside', state: 'MI', zipCode: '49116' },
  phoneNumbers: [
    { phoneNumber: '6165550142', primary: true, optInToTexting: optIn },
    { phoneNumber: '2695550188', primary: false, optInToTexting: false },
  ],
});

export const STATES = [
  { code: 'IN', name: 'Indiana' },
  { code: 'MI', name: 'Michigan' },
];

export const userInfo = (): UserInfo => ({
  logonName: 'borrower1',
  emailAddress: 'alex.morgan@example.com',
  secretQuestion: 'What city were you born in?',
});

const off = Object.fromEntries(ALERT_FLAGS.map((flag) => [flag, false])) as Record<
  (typeof ALERT_FLAGS)[number],
  boolean
>;

export const alerts = (): UserAlertsInfo => ({
  sequenceNumber: 1,
  turnOffAllAlerts: false,
  emailAlerts: { ...off, passwordChanged: true, optInOutEmailAlerts: false },
  textAlerts: { ...off },
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

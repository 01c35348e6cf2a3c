// Test helpers (not tests): seeded-like profile data as the sections take it (domain values),
// and as the back end sends it (wire JSON with the spec's names, for the fake back end).
import type { PersonalInfo, AlertPreferences, UserInfo } from '../rules/profile-model';
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

export const alerts = (): AlertPreferences => ({
  sequenceNumber: 1,
  turnOffAllAlerts: false,
  emailAlerts: { ...off, passwordChanged: true, optInOutEmailAlerts: false },
  textAlerts: { ...off },
});

/** personalInfo() as the back end sends it. */
export const wirePersonalInfo = (optIn = false) => ({
  Address: { Address1: '418 Harbor View Rd', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
  PhoneNumbers: [
    { PhoneNumber: '6165550142', Primary: true, OptInToTexting: optIn },
    { PhoneNumber: '2695550188', Primary: false, OptInToTexting: false },
  ],
});

/** userInfo() as the back end sends it. */
export const wireUserInfo = () => ({
  LogonName: 'borrower1',
  EmailAddress: 'alex.morgan@example.com',
  SecretQuestion: 'What city were you born in?',
});

// The profile data the page loads (spec 1 §3 Profile data; the path is ours, the spec does not
// show it): personal info, user info, the alert preferences and the state list.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, NoRequestSchema } from '../envelope.ts';

/** Spec 1 §3 alert flags, e-mail and text alike. */
export const ALERT_FLAG_NAMES = [
  'UserRestricted',
  'RestrictedPasswordViolation',
  'UserLogsOn',
  'MoneyTransOnWeb',
  'LogonNameChange',
  'PasswordGenerated',
  'PasswordChanged',
  'EmailAddressChanged',
  'OptOutMarketingAlerts',
  'OptOutTransactionalAlerts',
] as const;

/** Only the e-mail alerts carry this one. */
export const EMAIL_ONLY_FLAG_NAMES = ['OptInOutEmailAlerts'] as const;

const text = v.nullish(v.string());
const flag = v.nullish(v.boolean());

const flagsOf = <const K extends readonly string[]>(names: K) =>
  v.object(Object.fromEntries(names.map((name) => [name, flag])) as Record<K[number], typeof flag>);

export const AddressSchema = v.object({
  Address1: text,
  City: text,
  State: text,
  ZipCode: text,
});

export const PhoneNumberSchema = v.object({
  PhoneNumber: text,
  Primary: flag,
  OptInToTexting: flag,
});

export const PersonalInfoSchema = v.object({
  Address: AddressSchema,
  PhoneNumbers: v.nullish(v.array(PhoneNumberSchema)),
});

export const UserInfoSchema = v.object({
  LogonName: text,
  EmailAddress: text,
  SecretQuestion: text,
});

export const UserAlertsInfoSchema = v.object({
  SequenceNumber: v.nullish(v.number()),
  TurnOffAllAlerts: flag,
  AlertsAreDirty: flag,
  EmailAlerts: flagsOf([...ALERT_FLAG_NAMES, ...EMAIL_ONLY_FLAG_NAMES]),
  TextAlerts: flagsOf(ALERT_FLAG_NAMES),
});

export const StateSchema = v.object({ Value: v.string(), Description: v.string() });

export const getProfile = endpoint({
  name: 'profile.getProfile',
  method: 'GET',
  path: 'Profile/GetProfile',
  request: NoRequestSchema,
  response: envelope({
    PersonalInfo: PersonalInfoSchema,
    UserInfo: UserInfoSchema,
    UserAlertsInfo: UserAlertsInfoSchema,
    States: v.nullish(v.array(StateSchema)),
  }),
  errors: [],
  spec: 'spec 1 §3, §7',
  summary: "The signed-in borrower's profile: personal info, user info, alerts and the states.",
});

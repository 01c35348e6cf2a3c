// The profile data the page loads (spec 1 §3 Profile data; the path is ours, the spec does not
// show it): personal info, user info, the alert preferences and the state list.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, NoRequestSchema } from '../envelope.ts';
import { WireFlag, WireText } from '../wire-values.ts';

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

const flagsOf = <const K extends readonly string[]>(names: K) =>
  v.object(
    Object.fromEntries(names.map((name) => [name, WireFlag])) as Record<K[number], typeof WireFlag>,
  );

export const AddressSchema = /*#__PURE__*/ (() =>
  v.object({
    Address1: WireText,
    City: WireText,
    State: WireText,
    ZipCode: WireText,
  }))();

export const PhoneNumberSchema = /*#__PURE__*/ (() =>
  v.object({
    PhoneNumber: WireText,
    Primary: WireFlag,
    OptInToTexting: WireFlag,
  }))();

export const PersonalInfoSchema = /*#__PURE__*/ (() =>
  v.object({
    Address: AddressSchema,
    PhoneNumbers: v.nullish(v.array(PhoneNumberSchema)),
  }))();

export const UserInfoSchema = /*#__PURE__*/ (() =>
  v.object({
    LogonName: WireText,
    EmailAddress: WireText,
    SecretQuestion: WireText,
  }))();

export const UserAlertsInfoSchema = /*#__PURE__*/ (() =>
  v.object({
    SequenceNumber: v.nullish(v.number()),
    TurnOffAllAlerts: WireFlag,
    AlertsAreDirty: WireFlag,
    EmailAlerts: flagsOf([...ALERT_FLAG_NAMES, ...EMAIL_ONLY_FLAG_NAMES]),
    TextAlerts: flagsOf(ALERT_FLAG_NAMES),
  }))();

export const StateSchema = /*#__PURE__*/ (() =>
  v.object({ Value: v.string(), Description: v.string() }))();

export const getProfile = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();

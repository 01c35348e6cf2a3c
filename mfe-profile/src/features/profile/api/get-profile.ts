// The profile data the page loads (path not shown in the spec; the sandbox README lists ours):
// GET /api/Profile/GetProfile → PersonalInfo, UserInfo, UserAlertsInfo and the state list.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ALERT_FLAGS, EMAIL_ONLY_FLAGS } from '../rules/alert-flags';

const text = v.nullish(v.string(), '');
const flag = v.nullish(v.boolean(), false);

export const PhoneNumberSchema = v.object({
  PhoneNumber: text,
  Primary: flag,
  OptInToTexting: flag,
});

export const PersonalInfoSchema = v.object({
  Address: v.object({ Address1: text, City: text, State: text, ZipCode: text }),
  PhoneNumbers: v.nullish(v.array(PhoneNumberSchema), []),
});

export const UserInfoSchema = v.object({
  LogonName: text,
  EmailAddress: text,
  SecretQuestion: text,
});

const flagsOf = <const K extends readonly string[]>(keys: K) =>
  v.object(Object.fromEntries(keys.map((key) => [key, flag])) as Record<K[number], typeof flag>);

export const EmailAlertsSchema = flagsOf([...ALERT_FLAGS, ...EMAIL_ONLY_FLAGS]);
export const TextAlertsSchema = flagsOf(ALERT_FLAGS);

export const UserAlertsInfoSchema = v.object({
  SequenceNumber: v.nullish(v.number(), 0),
  TurnOffAllAlerts: flag,
  AlertsAreDirty: flag,
  EmailAlerts: EmailAlertsSchema,
  TextAlerts: TextAlertsSchema,
});

export const StateSchema = v.object({ Value: v.string(), Description: v.string() });

export const ProfileDataSchema = v.object({
  PersonalInfo: PersonalInfoSchema,
  UserInfo: UserInfoSchema,
  UserAlertsInfo: UserAlertsInfoSchema,
  States: v.nullish(v.array(StateSchema), []),
});

export type PhoneNumber = v.InferOutput<typeof PhoneNumberSchema>;
export type PersonalInfo = v.InferOutput<typeof PersonalInfoSchema>;
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;
export type UserAlertsInfo = v.InferOutput<typeof UserAlertsInfoSchema>;
export type StateEntry = v.InferOutput<typeof StateSchema>;
export type ProfileData = v.InferOutput<typeof ProfileDataSchema>;

export const PROFILE_QUERY_KEY = ['profile'] as const;

export async function fetchProfile(api: KyInstance): Promise<ProfileData> {
  return parseWire(ProfileDataSchema, await api.get('Profile/GetProfile').json(), 'profile data');
}

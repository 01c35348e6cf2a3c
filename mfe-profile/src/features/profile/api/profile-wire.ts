// The profile data's wire ↔ domain mapping, shared by the load and the saves that answer with
// the same shapes. The only file besides the contract that knows these field names.
import {
  ALERT_FLAG_NAMES,
  EMAIL_ONLY_FLAG_NAMES,
  type PersonalInfoSchema,
  type UserAlertsInfoSchema,
  type UserInfoSchema,
} from '@portal/api-contract/profile/profile-data';
import type * as v from 'valibot';
import { ALERT_FLAGS, EMAIL_ONLY_FLAGS } from '../rules/alert-flags';
import type { PersonalInfo, AlertPreferences, UserInfo } from '../rules/profile-model';

type WirePersonalInfo = v.InferOutput<typeof PersonalInfoSchema>;
type WireUserInfo = v.InferOutput<typeof UserInfoSchema>;
type WireAlerts = v.InferOutput<typeof UserAlertsInfoSchema>;

// The domain's flags are the wire's, in the same order (profile-wire.test pins it).
const TEXT_FLAGS = ALERT_FLAGS.map((flag, at) => [flag, ALERT_FLAG_NAMES[at]!] as const);
const EMAIL_FLAGS = [...ALERT_FLAGS, ...EMAIL_ONLY_FLAGS].map(
  (flag, at) => [flag, [...ALERT_FLAG_NAMES, ...EMAIL_ONLY_FLAG_NAMES][at]!] as const,
);

export function personalInfoOf(wire: WirePersonalInfo): PersonalInfo {
  return {
    address: {
      address1: wire.Address.Address1 ?? '',
      city: wire.Address.City ?? '',
      state: wire.Address.State ?? '',
      zipCode: wire.Address.ZipCode ?? '',
    },
    phoneNumbers: (wire.PhoneNumbers ?? []).map((phone) => ({
      phoneNumber: phone.PhoneNumber ?? '',
      primary: phone.Primary ?? false,
      optInToTexting: phone.OptInToTexting ?? false,
    })),
  };
}

export function wirePersonalInfo(info: PersonalInfo): WirePersonalInfo {
  return {
    Address: {
      Address1: info.address.address1,
      City: info.address.city,
      State: info.address.state,
      ZipCode: info.address.zipCode,
    },
    PhoneNumbers: info.phoneNumbers.map((phone) => ({
      PhoneNumber: phone.phoneNumber,
      Primary: phone.primary,
      OptInToTexting: phone.optInToTexting,
    })),
  };
}

export const userInfoOf = (wire: WireUserInfo): UserInfo => ({
  logonName: wire.LogonName ?? '',
  emailAddress: wire.EmailAddress ?? '',
  secretQuestion: wire.SecretQuestion ?? '',
});

export function alertsOf(wire: WireAlerts): AlertPreferences {
  const email = wire.EmailAlerts as Record<string, boolean | null | undefined>;
  const text = wire.TextAlerts as Record<string, boolean | null | undefined>;
  return {
    sequenceNumber: wire.SequenceNumber ?? 0,
    turnOffAllAlerts: wire.TurnOffAllAlerts ?? false,
    emailAlerts: Object.fromEntries(
      EMAIL_FLAGS.map(([flag, name]) => [flag, email[name] ?? false]),
    ) as AlertPreferences['emailAlerts'],
    textAlerts: Object.fromEntries(
      TEXT_FLAGS.map(([flag, name]) => [flag, text[name] ?? false]),
    ) as AlertPreferences['textAlerts'],
  };
}

/** The alerts as the save sends them: AlertsAreDirty true (spec 1 §3). */
export function wireAlerts(alerts: AlertPreferences): WireAlerts {
  return {
    SequenceNumber: alerts.sequenceNumber,
    TurnOffAllAlerts: alerts.turnOffAllAlerts,
    AlertsAreDirty: true,
    EmailAlerts: Object.fromEntries(
      EMAIL_FLAGS.map(([flag, name]) => [name, alerts.emailAlerts[flag]]),
    ) as WireAlerts['EmailAlerts'],
    TextAlerts: Object.fromEntries(
      TEXT_FLAGS.map(([flag, name]) => [name, alerts.textAlerts[flag]]),
    ) as WireAlerts['TextAlerts'],
  };
}

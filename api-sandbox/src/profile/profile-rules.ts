// The back end's profile rules as the sandbox plays them (spec 1 §3, §5, §8). Pure data and checks.
import { isUsStateCode, US_STATES } from '@portal/field-rules/us-states';

/** US states and DC (spec 1 §3: State list entries, Value and Description): the portal's one list. */
export const STATES: readonly { Value: string; Description: string }[] = US_STATES.map(
  ([Value, Description]) => ({ Value, Description }),
);

export const isStateCode = isUsStateCode;

/** A phone number as sent: 10 digits, or the 12-character dashed form 000-000-0000. */
export function normalisePhone(value: string): string | undefined {
  if (/^\d{10}$/.test(value)) return value;
  if (/^\d{3}-\d{3}-\d{4}$/.test(value)) return value.replace(/-/g, '');
  return undefined;
}

/** The sandbox's "not textable" numbers: any ending in 0000. */
export const isTextable = (phone: string): boolean => !phone.endsWith('0000');

/** Numbers whose subscription changes the texting provider refuses (for the modify-error path). */
export const refusesSubscriptionChanges = (phone: string): boolean => phone.endsWith('9999');

export const BRANDINGS: readonly { BrandingId: number; BrandingName: string }[] = [
  { BrandingId: 1, BrandingName: 'Lakeside Loan Servicing' },
  { BrandingId: 2, BrandingName: 'Lakeside Rewards' },
];

/** Spec 1 §3 alert flags, as the wire contract names them; only e-mail has OptInOutEmailAlerts. */
export {
  ALERT_FLAG_NAMES as ALERT_FLAGS,
  EMAIL_ONLY_FLAG_NAMES as EMAIL_ONLY_FLAGS,
} from '@portal/api-contract/profile/profile-data';

/** Spec 1 §5 logon characters: letters, digits and _ . ! # $ % & ' * + - / = ? ^ ` | ~ @ */
export const LOGON_PATTERN = /^[A-Za-z0-9_.!#$%&'*+\-/=?^`|~@]+$/;
/** Spec 1 §5 text fields such as secret answers: letters, digits, space, comma and . ! @ # $ % & * - + | = ? ' ( ) */
export const TEXT_PATTERN = /^[A-Za-z0-9 ,.!@#$%&*\-+|=?'()]*$/;
/** The profile's e-mail field length (the form's too); the address shape is @portal/field-rules/email. */
export const EMAIL_MAX = 100;

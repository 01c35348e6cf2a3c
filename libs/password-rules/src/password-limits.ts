// Lengths and timings of credentials (spec 1 §5 and §9), one named constant each.

/** Default minimum for username and password when the institution sends none. */
export const DEFAULT_CREDENTIAL_MIN_LENGTH = 8;
/** Logon and password maximum without customer credentials. */
export const LEGACY_CREDENTIAL_MAX_LENGTH = 12;
/** Logon and password maximum when the institution uses customer credentials. */
export const CUSTOMER_CREDENTIAL_MAX_LENGTH = 128;
/** The activate screen always allows 128. */
export const ACTIVATE_PASSWORD_MAX_LENGTH = 128;
/** The async server check waits this long after the last keystroke. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 500;

/** Maximum length of a logon name or password (12, or 128 with customer credentials). */
export function credentialMaxLength(usesCustomerCredentials: boolean): number {
  return usesCustomerCredentials ? CUSTOMER_CREDENTIAL_MAX_LENGTH : LEGACY_CREDENTIAL_MAX_LENGTH;
}

/** The institution's minimum when it is a usable positive whole number, else the default. */
export function credentialMinLength(institutionMinimum: number | null | undefined): number {
  return typeof institutionMinimum === 'number' &&
    Number.isInteger(institutionMinimum) &&
    institutionMinimum > 0
    ? institutionMinimum
    : DEFAULT_CREDENTIAL_MIN_LENGTH;
}

import {
  agreementsNeeded,
  AGREEMENT_SETTING_KEYS,
  parseAgreementSettings,
} from '@portal/agreements/agreement-setup';
import { LOGIN_STEPS, type LoginStep } from '../auth/login-steps.ts';
import type { ActiveSettings } from '../settings/active-settings.ts';
import type { Database } from '../store/database.ts';
import type { UserRow } from '../store/users.ts';
import { calendarDate } from '../time/dates.ts';
import { listWebAgreements } from './web-agreements-store.ts';

// Which login steps a sign-in owes, by the rules the portal runs (spec 1 §4 "Login process",
// mfe-identity's login-steps.ts): the server holds the token to the same queue.

export function needsSecurityCode(settings: ActiveSettings, user: UserRow): boolean {
  return (
    settings.options['Features.MfaLogin'] === 'true' &&
    (settings.mfaForEveryUser || user.mfa_enrolled === 1)
  );
}

const flag = (settings: ActiveSettings, key: keyof ActiveSettings['options']): boolean =>
  settings.options[key].trim().toLowerCase() === 'true';

/** The login agreements the user has yet to accept on the business day (`now`'s UTC day). */
export function loginAgreementsDue(
  db: Database,
  settings: ActiveSettings,
  user: UserRow,
  now: Date,
): boolean {
  const { agreements } = parseAgreementSettings(
    AGREEMENT_SETTING_KEYS.map((key) => settings.options[key]),
  );
  const agreedOn = listWebAgreements(db, user.id).map((row) => row.date_of_agreement);
  return agreementsNeeded(agreements, 'login', agreedOn, calendarDate(now).slice(0, 10)).length > 0;
}

export function loginStepsOwed(
  db: Database,
  settings: ActiveSettings,
  user: UserRow,
  { passwordEntered, now }: { passwordEntered: boolean; now: Date },
): LoginStep[] {
  const applies: Record<LoginStep, boolean> = {
    validateSSN:
      flag(settings, 'Features.ValidateSsnAtLogin') && user.email_verified === 0 && passwordEntered,
    changePassword: user.must_change_password === 1,
    setupSecretQuestion:
      user.has_password_question === 0 && !flag(settings, 'Features.RecoveryWithoutQuestion'),
    agreements: loginAgreementsDue(db, settings, user, now),
  };
  return LOGIN_STEPS.filter((step) => applies[step]);
}

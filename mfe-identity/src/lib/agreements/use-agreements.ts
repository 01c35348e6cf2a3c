// The configured agreements of one moment (login, registration), needed for this user now.
// No luxon here: the login page uses this module and must not pay for a date library.
import type { IdentitySettings as Settings } from '../identity-settings';
import {
  AGREEMENT_SETTING_KEYS,
  agreementsNeeded,
  parseAgreementSettings,
  type Agreement,
  type AgreementWhen,
} from '@portal/agreements/agreement-setup';

/** The part of a server agreement record that says when the user agreed. */
/** today is the institution's business day ("yyyy-MM-dd"), never the browser's. */
export function neededAgreements(
  options: Settings,
  when: AgreementWhen,
  /** When the borrower agreed to each agreement on record. */
  agreedOn: readonly string[],
  today: string,
): Agreement[] {
  // A broken setting is left out here; agreementSetupErrors says so on the screen.
  return agreementsNeeded(readSetup(options).agreements, when, agreedOn, today);
}

/** Whether any agreement is set up for this moment: only then does "today" matter. */
export function agreementsConfiguredFor(options: Settings, when: AgreementWhen): boolean {
  return readSetup(options).agreements.some((agreement) => agreement.when.includes(when));
}

function readSetup(options: Settings) {
  return parseAgreementSettings(AGREEMENT_SETTING_KEYS.map((key) => options.text(key)));
}

/**
 * The setup errors of spec 1 §8 (wrong number of parts, unknown type), each naming its setting,
 * for the screens that use agreements to show: the institution must see what it has to fix.
 */
export function agreementSetupErrors(options: Settings): string[] {
  return readSetup(options).errors.map(
    ({ position, error }) => `${error} (${AGREEMENT_SETTING_KEYS[position] ?? 'Agreements'})`,
  );
}

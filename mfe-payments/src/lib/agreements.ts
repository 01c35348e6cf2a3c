// ACH agreements (spec 2 §3 Agreement, §4 ACH agreement, §8 Setup errors). The setup-text parsing
// and the needed rule are a build-time lib (@portal/agreements); what is the payment area's own is
// that any broken setup text stops the whole list, and that only ACH agreements are asked for.
import {
  AGREEMENT_SETTING_KEYS,
  agreementsNeeded,
  parseAgreementSettings,
  type Agreement,
} from '@portal/agreements/agreement-setup';
import type { DateTime } from 'luxon';

export type { Agreement } from '@portal/agreements/agreement-setup';

export const AGREEMENT_MESSAGES = {
  disagree: 'In order to use the system you must agree to the terms and conditions.',
  postFailed: 'An error occurred, please try again.',
} as const;

export class AgreementSetupError extends Error {
  override readonly name = 'AgreementSetupError';
}

/**
 * The (up to five) agreement setup texts, skipping empty ones and keeping their positions. A
 * broken text raises its setup error ("Incorrect number of agreement parameters", "Invalid
 * agreement type", …) naming the setting.
 */
export function parseAgreements(texts: readonly string[]): Agreement[] {
  const { agreements, errors } = parseAgreementSettings(texts);
  const [first] = errors;
  if (first)
    throw new AgreementSetupError(
      `${first.error} (${AGREEMENT_SETTING_KEYS[first.position] ?? 'Agreements'})`,
    );
  return agreements;
}

/**
 * Needed when it applies to ACH, its effective date is not in the future, and the user has not
 * agreed on or after that date.
 */
export function neededAchAgreements(
  agreements: readonly Agreement[],
  agreedOn: readonly DateTime[],
  today: DateTime,
): Agreement[] {
  const agreedDates = agreedOn.flatMap((date) => date.toISODate() ?? []);
  return agreementsNeeded(agreements, 'ach', agreedDates, today.toISODate() ?? '');
}

/**
 * The ACH agreements in force on the business day. With rich-text agreements forced, the recurring
 * ACH draft agreement lists them and waits for each to be opened and accepted (spec 2 §4).
 */
export function achAgreementsInForce(
  agreements: readonly Agreement[],
  today: DateTime,
): Agreement[] {
  const day = today.toISODate() ?? '';
  return agreements.filter(
    (agreement) => agreement.when.includes('ach') && agreement.effectiveDate <= day,
  );
}

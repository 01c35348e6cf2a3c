// ACH agreements from the setup texts (spec 2 §3 Agreement, §4 ACH agreement, §8 Setup errors).
import { DateTime } from 'luxon';

export const WHEN_TO_AGREE = {
  login: 0,
  registration: 1,
  ach: 2,
  estatements: 3,
  texting: 4,
  ecommunicationreagree: 5,
} as const;

/** Host numbers start at 11337 and follow the option's position, for up to five agreements. */
export const AGREEMENT_HOST_NUMBER_BASE = 11337;
export const MAX_AGREEMENTS = 5;

export const AGREEMENT_MESSAGES = {
  disagree: 'In order to use the system you must agree to the terms and conditions.',
  postFailed: 'An error occurred, please try again.',
} as const;

export class AgreementSetupError extends Error {
  override readonly name = 'AgreementSetupError';
}

export interface Agreement {
  url: string;
  effectiveDate: DateTime;
  name: string;
  whenToAgree: number[];
  hostNumber: number;
}

/**
 * "url|effective date|name|when list" (when list: names or numbers, comma-separated).
 * Fewer than four non-empty parts is an incorrect-number-of-parameters error; an unknown
 * when-to-agree value is an invalid-agreement-type error.
 */
export function parseAgreement(text: string, position: number): Agreement {
  const parts = text.split('|').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => part === ''))
    throw new AgreementSetupError('Incorrect number of parameters in agreement setup');
  const [url = '', date = '', name = '', when = ''] = parts;
  const effectiveDate = DateTime.fromISO(date).isValid
    ? DateTime.fromISO(date)
    : DateTime.fromFormat(date, 'MM/dd/yyyy');
  if (!effectiveDate.isValid)
    throw new AgreementSetupError('Incorrect number of parameters in agreement setup');
  const whenToAgree = when.split(',').map((value) => {
    const key = value.trim().toLowerCase();
    if (key in WHEN_TO_AGREE) return WHEN_TO_AGREE[key as keyof typeof WHEN_TO_AGREE];
    const number = Number(key);
    if (
      key !== '' &&
      Number.isInteger(number) &&
      Object.values(WHEN_TO_AGREE).includes(number as 0)
    )
      return number;
    throw new AgreementSetupError('Invalid agreement type');
  });
  return {
    url,
    effectiveDate,
    name,
    whenToAgree,
    hostNumber: AGREEMENT_HOST_NUMBER_BASE + position,
  };
}

/** Parses the (up to five) agreement setup texts, skipping empty ones, keeping their positions. */
export function parseAgreements(texts: readonly string[]): Agreement[] {
  return texts
    .slice(0, MAX_AGREEMENTS)
    .map((text, index) => ({ text: text.trim(), index }))
    .filter(({ text }) => text !== '')
    .map(({ text, index }) => parseAgreement(text, index));
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
  return agreements.filter(
    (agreement) =>
      agreement.whenToAgree.includes(WHEN_TO_AGREE.ach) &&
      agreement.effectiveDate.startOf('day') <= today.startOf('day') &&
      !agreedOn.some((date) => date >= agreement.effectiveDate.startOf('day')),
  );
}

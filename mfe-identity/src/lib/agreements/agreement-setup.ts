// Agreements from the setup text (spec 1 §3, Agreement): "url|effective date|name|when list".
// Host numbers are 11337 plus the option's position; at most five agreements exist.
import { DateTime } from 'luxon';

export const AGREEMENT_HOST_BASE = 11337;
export const MAX_AGREEMENTS = 5;

export const AGREEMENT_WHEN = {
  login: 0,
  registration: 1,
  ach: 2,
  estatements: 3,
  texting: 4,
  ecommunicationreagree: 5,
} as const;

export type AgreementWhen = keyof typeof AGREEMENT_WHEN;

export interface Agreement {
  /** A link, or (rich-text mode) the agreement's own text. */
  url: string;
  effectiveDate: DateTime;
  name: string;
  when: AgreementWhen[];
  hostNum: number;
}

export const AGREEMENT_SETUP_ERRORS = {
  parts: 'Incorrect number of agreement parameters',
  type: 'Invalid agreement type',
  date: 'Invalid agreement effective date',
} as const;

export type AgreementSetupResult =
  { ok: true; agreement: Agreement } | { ok: false; error: string; position: number };

const WHEN_BY_NUMBER = new Map<string, AgreementWhen>(
  Object.entries(AGREEMENT_WHEN).map(([name, value]) => [String(value), name as AgreementWhen]),
);

function parseWhen(text: string): AgreementWhen | undefined {
  const key = text.trim().toLowerCase();
  if (Object.hasOwn(AGREEMENT_WHEN, key)) return key as AgreementWhen;
  return WHEN_BY_NUMBER.get(key);
}

function parseDate(text: string): DateTime | undefined {
  const trimmed = text.trim();
  for (const candidate of [DateTime.fromFormat(trimmed, 'M/d/yyyy'), DateTime.fromISO(trimmed)]) {
    if (candidate.isValid) return candidate.startOf('day');
  }
  return undefined;
}

/** One setting's agreement; position is 0 for Agreement1 … 4 for Agreement5. */
export function parseAgreementSetting(text: string, position: number): AgreementSetupResult {
  const parts = text.split('|');
  if (parts.length !== 4 || parts.some((part) => part.trim() === ''))
    return { ok: false, error: AGREEMENT_SETUP_ERRORS.parts, position };
  const [url = '', dateText = '', name = '', whenText = ''] = parts;
  const when: AgreementWhen[] = [];
  for (const item of whenText.split(',')) {
    const parsed = parseWhen(item);
    if (!parsed) return { ok: false, error: AGREEMENT_SETUP_ERRORS.type, position };
    when.push(parsed);
  }
  const effectiveDate = parseDate(dateText);
  if (!effectiveDate) return { ok: false, error: AGREEMENT_SETUP_ERRORS.date, position };
  return {
    ok: true,
    agreement: {
      url: url.trim(),
      effectiveDate,
      name: name.trim(),
      when,
      hostNum: AGREEMENT_HOST_BASE + position,
    },
  };
}

export interface AgreementSetup {
  agreements: Agreement[];
  errors: { position: number; error: string }[];
}

/** The configured agreements (empty settings are simply unused), first five positions only. */
export function parseAgreementSettings(texts: readonly string[]): AgreementSetup {
  const setup: AgreementSetup = { agreements: [], errors: [] };
  texts.slice(0, MAX_AGREEMENTS).forEach((text, position) => {
    if (text.trim() === '') return;
    const result = parseAgreementSetting(text, position);
    if (result.ok) setup.agreements.push(result.agreement);
    else setup.errors.push({ position: result.position, error: result.error });
  });
  return setup;
}

export interface AgreementLog {
  DateOfTerms?: string | null;
  DateOfAgreement?: string | null;
}

/**
 * Needed if its effective date is not in the future and the user has not agreed on or after
 * that date.
 */
export function agreementNeeded(
  agreement: Agreement,
  logs: readonly AgreementLog[],
  now: DateTime,
): boolean {
  if (agreement.effectiveDate > now) return false;
  return !logs.some((log) => {
    const agreed = log.DateOfAgreement ? DateTime.fromISO(log.DateOfAgreement) : null;
    return agreed?.isValid === true && agreed.startOf('day') >= agreement.effectiveDate;
  });
}

/** The agreements a step (login, registration, …) must show. */
export function agreementsFor(
  setup: AgreementSetup,
  when: AgreementWhen,
  logs: readonly AgreementLog[],
  now: DateTime,
): Agreement[] {
  return setup.agreements.filter(
    (agreement) => agreement.when.includes(when) && agreementNeeded(agreement, logs, now),
  );
}

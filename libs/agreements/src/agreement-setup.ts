// Agreements from the setup texts Agreements.Agreement1..5 (spec 1 §3 Agreement, §8 Setup errors;
// spec 2 §3, §4, §8): "url|effective date|name|when list". Host numbers are 11337 plus the
// option's position; at most five agreements exist. Identity, payments and servicing all read
// them, so the parsing and the needed rule live here once. Dates are calendar dates as
// "yyyy-MM-dd" texts (they compare as text): this package does not depend on luxon, and callers
// pass today's date in, so the rule stays pure.

export const AGREEMENT_HOST_BASE = 11337;
export const MAX_AGREEMENTS = 5;

export const AGREEMENT_SETTING_KEYS = [
  'Agreements.Agreement1',
  'Agreements.Agreement2',
  'Agreements.Agreement3',
  'Agreements.Agreement4',
  'Agreements.Agreement5',
] as const;

/** The when-to-agree values (the setup text may name them or give their number). */
export const AGREEMENT_WHEN = {
  login: 0,
  registration: 1,
  ach: 2,
  estatements: 3,
  texting: 4,
  ecommunicationreagree: 5,
} as const;

export type AgreementWhen = keyof typeof AGREEMENT_WHEN;

export const AGREEMENT_SETUP_ERRORS = {
  parts: 'Incorrect number of agreement parameters',
  type: 'Invalid agreement type',
  date: 'Invalid agreement effective date',
} as const;

export interface Agreement {
  /** A link, or (rich-text mode) the agreement's own HTML, unsanitised. */
  url: string;
  /** Calendar date, "yyyy-MM-dd". */
  effectiveDate: string;
  name: string;
  when: AgreementWhen[];
  /** 11337 + the setting's position (0 for Agreement1 … 4 for Agreement5). */
  hostNumber: number;
}

export type AgreementSetupResult =
  { ok: true; agreement: Agreement } | { ok: false; error: string; position: number };

export interface AgreementSetup {
  agreements: Agreement[];
  errors: { position: number; error: string }[];
}

const WHEN_NAMES = Object.keys(AGREEMENT_WHEN).filter(
  (name): name is AgreementWhen => name in AGREEMENT_WHEN,
);

function parseWhen(text: string): AgreementWhen | undefined {
  const key = text.trim().toLowerCase();
  return WHEN_NAMES.find((name) => name === key || String(AGREEMENT_WHEN[name]) === key);
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02/30 over to March: a real calendar date survives the round trip.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * The calendar date ("yyyy-MM-dd") of an "M/d/yyyy" or ISO ("yyyy-MM-dd", optionally with a
 * time, whose date part is taken as written) text; undefined when unreadable.
 */
export function agreementDate(text: string): string | undefined {
  const trimmed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (us) return isoDate(Number(us[3]), Number(us[1]), Number(us[2]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(trimmed);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return undefined;
}

/** One setting's agreement; position is 0 for Agreement1 … 4 for Agreement5. */
export function parseAgreementSetting(text: string, position: number): AgreementSetupResult {
  const parts = text.split('|').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => part === ''))
    return { ok: false, error: AGREEMENT_SETUP_ERRORS.parts, position };
  const [url = '', dateText = '', name = '', whenText = ''] = parts;
  const when: AgreementWhen[] = [];
  for (const item of whenText.split(',')) {
    const parsed = parseWhen(item);
    if (!parsed) return { ok: false, error: AGREEMENT_SETUP_ERRORS.type, position };
    when.push(parsed);
  }
  const effectiveDate = agreementDate(dateText);
  if (!effectiveDate) return { ok: false, error: AGREEMENT_SETUP_ERRORS.date, position };
  return {
    ok: true,
    agreement: { url, effectiveDate, name, when, hostNumber: AGREEMENT_HOST_BASE + position },
  };
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

/** In force: its effective date is not in the future (today is "yyyy-MM-dd"). */
export function agreementInForce(agreement: Agreement, today: string): boolean {
  return agreement.effectiveDate <= today;
}

/**
 * Needed if its effective date is not in the future and the user has not agreed on or after
 * that date. agreedOn holds the dates of the user's agreement records (any text agreementDate
 * reads; unreadable ones count as no agreement).
 */
export function agreementNeeded(
  agreement: Agreement,
  agreedOn: readonly string[],
  today: string,
): boolean {
  if (!agreementInForce(agreement, today)) return false;
  return !agreedOn.some((text) => {
    const agreed = agreementDate(text);
    return agreed !== undefined && agreed >= agreement.effectiveDate;
  });
}

/** The agreements a moment (login, registration, ach, …) must show this user today. */
export function agreementsNeeded(
  agreements: readonly Agreement[],
  when: AgreementWhen,
  agreedOn: readonly string[],
  today: string,
): Agreement[] {
  return agreements.filter(
    (agreement) => agreement.when.includes(when) && agreementNeeded(agreement, agreedOn, today),
  );
}

// The e-statement agreement (spec 3 §4 E-statements, §5; spec 1/2 Agreement setup): the configured
// agreements whose when-to-agree list holds estatements (3), each opened and accepted before
// Agree enables. Setup text: "url|effective date|name|when list" (names or numbers).
import { DateTime } from 'luxon';

export const AGREEMENT_HOST_BASE = 11337;
export const MAX_AGREEMENTS = 5;
/** The when-to-agree value of e-statements (login 0 … estatements 3 … ecommunicationreagree 5). */
export const ESTATEMENTS_WHEN = 3;
const WHEN_NAMES: Record<string, number> = {
  login: 0,
  registration: 1,
  ach: 2,
  estatements: 3,
  texting: 4,
  ecommunicationreagree: 5,
};

/** Spec 2 §8: the agreement records could not be posted. */
export const AGREEMENT_POST_FAILED = 'An error occurred, please try again.';

export interface EStatementAgreement {
  key: string;
  name: string;
  /** 11337 + the setting's position; null for the built-in text (nothing to record). */
  hostNumber: number | null;
  /** 'link' opens the URL in a new tab; 'text' shows the rich text to read and accept. */
  kind: 'link' | 'text';
  /** The link (link) or the agreement's own HTML (text), unsanitised. */
  content: string;
}

function parseWhen(text: string): number | undefined {
  const key = text.trim().toLowerCase();
  if (Object.hasOwn(WHEN_NAMES, key)) return WHEN_NAMES[key];
  const number = Number(key);
  return key !== '' && Number.isInteger(number) && number >= 0 && number <= 5 ? number : undefined;
}

function parseDate(text: string): DateTime | undefined {
  const trimmed = text.trim();
  for (const candidate of [DateTime.fromFormat(trimmed, 'M/d/yyyy'), DateTime.fromISO(trimmed)])
    if (candidate.isValid) return candidate.startOf('day');
  return undefined;
}

/**
 * The e-statement agreements in force today, from the (up to five) setup texts. A broken setup
 * text is the institution's to fix and is skipped. With none configured, the e-statement
 * agreement text itself is the one agreement to read and accept.
 */
export function eStatementAgreements(
  setupTexts: readonly string[],
  options: { richText: boolean; fallbackHtml: string },
  today: DateTime,
): EStatementAgreement[] {
  const configured: EStatementAgreement[] = [];
  setupTexts.slice(0, MAX_AGREEMENTS).forEach((text, position) => {
    const parts = text.split('|');
    if (parts.length !== 4 || parts.some((part) => part.trim() === '')) return;
    const [url = '', dateText = '', name = '', whenText = ''] = parts;
    const when = whenText.split(',').map(parseWhen);
    const effective = parseDate(dateText);
    if (when.includes(undefined) || !effective) return;
    if (!when.includes(ESTATEMENTS_WHEN) || effective > today.startOf('day')) return;
    configured.push({
      key: `agreement-${position}`,
      name: name.trim(),
      hostNumber: AGREEMENT_HOST_BASE + position,
      kind: options.richText ? 'text' : 'link',
      content: url.trim(),
    });
  });
  if (configured.length > 0) return configured;
  return [
    {
      key: 'agreement-text',
      name: 'E-Statement Terms',
      hostNumber: null,
      kind: 'text',
      content: options.fallbackHtml,
    },
  ];
}

export interface AgreementProgress {
  opened: ReadonlySet<string>;
  accepted: ReadonlySet<string>;
}

/**
 * Agree enables when every agreement is accepted; when rich-text agreements are forced (or a
 * link must be clicked first) every one must also have been opened.
 */
export function canAgree(
  agreements: readonly EStatementAgreement[],
  progress: AgreementProgress,
  rules: { mustOpen: boolean },
): boolean {
  return agreements.every(
    (agreement) =>
      progress.accepted.has(agreement.key) &&
      (!rules.mustOpen || progress.opened.has(agreement.key)),
  );
}

/** Host numbers to record with the agreement status (the built-in text has none). */
export function hostNumbersOf(agreements: readonly EStatementAgreement[]): number[] {
  return agreements.flatMap((agreement) =>
    agreement.hostNumber === null ? [] : [agreement.hostNumber],
  );
}

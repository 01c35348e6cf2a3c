// The e-statement agreement (spec 3 §4 E-statements, §5; spec 1/2 Agreement setup): the configured
// agreements whose when-to-agree list holds estatements (3), each opened and accepted before
// Agree enables. Setup text: "url|effective date|name|when list" (names or numbers).
import {
  AGREEMENT_HOST_BASE,
  agreementInForce,
  parseAgreementSettings,
} from '@portal/agreements/agreement-setup';

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

/**
 * The e-statement agreements in force today, from the (up to five) setup texts. A broken setup
 * text is the institution's to fix and is skipped. With none configured, the e-statement
 * agreement text itself is the one agreement to read and accept.
 */
export function eStatementAgreements(
  setupTexts: readonly string[],
  options: { richText: boolean; fallbackHtml: string },
  today: string,
): EStatementAgreement[] {
  // The shared parser reports broken texts; here they are simply left out (see above).
  const configured = parseAgreementSettings(setupTexts)
    .agreements.filter(
      (agreement) => agreement.when.includes('estatements') && agreementInForce(agreement, today),
    )
    .map((agreement): EStatementAgreement => ({
      key: `agreement-${agreement.hostNumber - AGREEMENT_HOST_BASE}`,
      name: agreement.name,
      hostNumber: agreement.hostNumber,
      kind: options.richText ? 'text' : 'link',
      content: agreement.url,
    }));
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

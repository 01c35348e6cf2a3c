// Where the shell's notices send the user (spec 1 §2 Modals): pure functions of the settings,
// so the rules are tested without a browser.
import type { ShellSettings as Settings } from '../lib/shell-settings';

type Texts = Pick<Settings, 'text'>;

/**
 * What Continue to Application opens: the configured URL, or, when only a consumer application
 * link is configured, the token-based link (GET /api/ApplyForLoan with a single-use token minted
 * when the borrower goes on). null when neither is usable.
 */
export type LoanApplicationTarget = { kind: 'url'; url: string } | { kind: 'consumer' } | null;

export function loanApplicationTarget(options: Texts): LoanApplicationTarget {
  const configured = httpUrl(options.text('Links.ApplyForLoanUrl'));
  if (configured) return { kind: 'url', url: configured };
  return httpUrl(options.text('Links.ConsumerApplicationUrl')) ? { kind: 'consumer' } : null;
}

export function remoteBranchLocatorUrl(options: Texts): string | null {
  return httpUrl(options.text('Links.RemoteBranchLocatorUrl'));
}

/** Only http(s) URLs may be opened: settings must never smuggle javascript: links in. */
function httpUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

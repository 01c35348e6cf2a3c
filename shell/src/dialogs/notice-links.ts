// Where the shell's notices send the user (spec 1 §2 Modals): pure functions of the settings
// and the session, so the rules are tested without a browser.
import type { SetupOptions } from '@portal/shared-contracts';

type Texts = Pick<SetupOptions, 'text'>;

/**
 * Continue to Application opens the configured URL or, when only a consumer application link
 * is configured, that link with the user's token. null when neither is usable.
 */
export function loanApplicationUrl(options: Texts, userToken: string | null): string | null {
  const configured = httpUrl(options.text('Links.ApplyForLoanUrl'));
  if (configured) return configured;
  const consumer = httpUrl(options.text('Links.ConsumerApplicationUrl'));
  if (!consumer || !userToken) return null;
  const url = new URL(consumer);
  url.searchParams.set('token', userToken);
  return url.toString();
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

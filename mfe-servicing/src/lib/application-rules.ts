// Application rows (spec 3 §2 Dashboard, §8 Applications).
import type { Application } from '../api/application-list';

/** The row handed to the details page: an empty-default funds-expected date becomes null first. */
export function applicationForDetails(application: Application): Application {
  const funds = application.FundsExpected;
  return { ...application, FundsExpected: !funds || funds.startsWith('0001-01-01') ? null : funds };
}

/** Server errors become the displayed messages; a failure without any says 'Error'. */
export function applicationErrors(
  hasNoErrors: boolean,
  errors: readonly { ErrorMessage: string }[],
): string[] {
  if (hasNoErrors) return [];
  const messages = errors.map((error) => error.ErrorMessage).filter((text) => text.trim() !== '');
  return messages.length > 0 ? messages : ['Error'];
}

/**
 * What the details page says for each error code the application call answers (spec 3 §8
 * "Application details: errors mapped to messages"). The spec names no code; these are the
 * sandbox's, worded by us (mfe-servicing/README.md).
 */
export const APPLICATION_DETAILS_MESSAGES: Readonly<Record<string, string>> = {
  ApplicationNotFound: 'We could not find that application.',
  AccountNotAuthorized: 'We could not find that application.',
};

/** A borrower never reads a raw code: a known one has its message, another one says 'Error'. */
export function applicationDetailsErrors(
  hasNoErrors: boolean,
  errors: readonly { ErrorMessage: string }[],
): string[] {
  if (hasNoErrors) return [];
  const messages = errors.map(({ ErrorMessage: code }) => {
    const known = APPLICATION_DETAILS_MESSAGES[code.trim()];
    if (known) return known;
    // A text with a space is already a sentence; a bare code is not for the borrower.
    return /\s/.test(code.trim()) ? code.trim() : 'Error';
  });
  const unique = [...new Set(messages)];
  return unique.length > 0 ? unique : ['Error'];
}

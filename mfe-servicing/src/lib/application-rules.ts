// Application rows (spec 3 §2 Dashboard, §8 Applications).
import * as v from 'valibot';
import type { Application } from '../api/application-list';
import type { CallFailure } from './query-failure';

/** The row handed to the details page: an empty-default funds-expected date becomes null first. */
export function applicationForDetails(application: Application): Application {
  const funds = application.fundsExpected;
  return { ...application, fundsExpected: !funds || funds.startsWith('0001-01-01') ? null : funds };
}

/** A row passed to the details page through the router's state, checked before it is shown. */
export const PassedApplicationsSchema = v.record(
  v.string(),
  v.object({
    number: v.string(),
    status: v.string(),
    amountRequested: v.pipe(v.number(), v.integer()),
    amountApproved: v.pipe(v.number(), v.integer()),
    lastModified: v.nullable(v.string()),
    office: v.string(),
    fundsExpected: v.nullable(v.string()),
  }),
);

/** The back end's message for a refused list; a failure without one says 'Error'. */
export function applicationErrors(failure: CallFailure | null): string[] {
  if (!failure) return [];
  const code = failure.kind === 'refused' ? failure.code.trim() : '';
  return [code || 'Error'];
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

export const APPLICATION_CONNECT_ERROR = 'Cannot connect to the service';

/**
 * A borrower never reads a raw code: a known one has its message, a sentence shows as sent,
 * another code says 'Error'; no answer at all says the call failure message.
 */
export function applicationDetailsErrors(failure: CallFailure | null): string[] {
  if (!failure) return [];
  if (failure.kind !== 'refused') return [APPLICATION_CONNECT_ERROR];
  const code = failure.code.trim();
  const known = APPLICATION_DETAILS_MESSAGES[code];
  if (known) return [known];
  // A text with a space is already a sentence; a bare code is not for the borrower.
  return [/\s/.test(code) ? code : 'Error'];
}

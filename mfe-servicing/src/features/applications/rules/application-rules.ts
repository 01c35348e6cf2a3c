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

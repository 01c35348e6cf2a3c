// A back-end date as a luxon DateTime, for the pages that compute with it (insurance, payoff).
// Kept apart from lib/format.ts so that the pages that only show dates do not download luxon.
import { DateTime } from 'luxon';
import { NO_DATE } from './format';

export function parseWireDate(value: string | null | undefined): DateTime | null {
  if (!value || value.startsWith(NO_DATE.slice(0, 10))) return null;
  const date = DateTime.fromISO(value);
  return date.isValid ? date : null;
}

// Profile documents: the messages of the upload (spec 3 §5, §8, the document services' own),
// its progress, and how a document's date shows.
import { UPLOAD_TOO_LARGE_MESSAGE } from '@portal/api-contract/upload-limit';
import type { ApiResult } from '@portal/wire/api-result';
import type { UploadProgress } from '@portal/wire/upload-progress';

export const DOCUMENT_MESSAGES = {
  noFile: 'Choose a file to upload.',
  noFileType: 'Choose a file type',
  fileTypes: 'Cannot connect to the service to get file types.',
  network: 'The file transfer was unsuccessful, please try again.',
  server: 'Internal Server Error',
  // The contract's, the one message the sandbox answers too.
  tooLarge: UPLOAD_TOO_LARGE_MESSAGE,
} as const;

/**
 * A refused upload shows the server's message; an answer without one Internal Server Error; a
 * call that never got an answer the network message.
 */
export function uploadFailureMessage(result: Exclude<ApiResult<unknown>, { kind: 'ok' }>): string {
  switch (result.kind) {
    case 'refused':
      // The size cap is a code (the back end's one setting); every other refusal is a message,
      // and a refusal without one is an answer without a message.
      if (result.code === 'FileTooLarge') return DOCUMENT_MESSAGES.tooLarge;
      return result.code.trim() || DOCUMENT_MESSAGES.server;
    case 'unauthorized':
      return 'Unauthorized';
    case 'unavailable':
      return result.status === 0 ? DOCUMENT_MESSAGES.network : DOCUMENT_MESSAGES.server;
  }
}

/** The share of the file sent so far, 0 to 100. */
export const uploadPercent = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

// An ISO date, or date and time with an optional offset (Z or ±hh:mm), as the back end sends.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * MM/dd/yyyy of the day the document was uploaded, in the borrower's time zone when the value
 * carries an offset; '' for what is no date. Plain Date, not luxon: this is the profile route's
 * only date, and luxon would be 20 kB brotli on it (issue 14).
 */
export function formatUploaded(iso: string): string {
  const parts = ISO.exec(iso);
  if (!parts) return '';
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) =>
    Number(parts[i] ?? 0),
  ) as [number, number, number, number, number, number];
  // A day or time out of range (Feb 30, 25:00) rolls over in Date: refuse it, as luxon does.
  const written = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    written.getUTCMonth() !== month - 1 ||
    written.getUTCDate() !== day ||
    written.getUTCHours() !== hour ||
    written.getUTCMinutes() !== minute
  )
    return '';
  // Without an offset the value is already the borrower's own day; with one, it is converted.
  if (!parts[7]) return `${pad(month)}/${pad(day)}/${year}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

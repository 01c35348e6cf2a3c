// Profile documents: messages for the upload refusals (the spec names no texts for these) and
// how a document's size and date show.
import { DateTime } from 'luxon';

export const UPLOAD_MESSAGES: Readonly<Record<string, string>> = {
  FileTooLarge: 'The file is too large to upload.',
  FileTypeNotAllowed: 'Only PDF, PNG, JPEG and plain text files can be uploaded.',
  error: 'There was an error uploading your document.',
  noFile: 'Choose a file to upload.',
};

export const uploadMessage = (code: string | undefined): string =>
  (code && UPLOAD_MESSAGES[code]) || (UPLOAD_MESSAGES['error'] ?? '');

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return `${Math.round(bytes / 1024)} KB`;
}

export function formatUploaded(iso: string): string {
  const date = DateTime.fromISO(iso);
  return date.isValid ? date.toFormat('MM/dd/yyyy') : '';
}

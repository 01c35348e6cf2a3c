// Profile documents: the messages of the upload (spec 3 §5, §8, the document services' own) and
// how a document's date shows.
import { DateTime } from 'luxon';

export const DOCUMENT_MESSAGES = {
  noFile: 'Choose a file to upload.',
  noFileType: 'Choose a file type',
  fileTypes: 'Cannot connect to the service to get file types.',
  network: 'The file transfer was unsuccessful, please try again.',
  server: 'Internal Server Error',
  tooLarge: 'The file is larger than the 5 MB limit.',
} as const;

/**
 * The largest file the back end takes (the spec names no limit; the institution's back end, and
 * the sandbox, refuse more than 5 MiB). A larger file is refused before it is sent.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A refused upload shows the server's message (or Internal Server Error without one); a call
 * that never got an answer (status 0) the network message.
 */
export function uploadFailureMessage(code: string | undefined, status: number): string {
  if (status === 0) return DOCUMENT_MESSAGES.network;
  return code ?? DOCUMENT_MESSAGES.server;
}

export function formatUploaded(iso: string): string {
  const date = DateTime.fromISO(iso);
  return date.isValid ? date.toFormat('MM/dd/yyyy') : '';
}

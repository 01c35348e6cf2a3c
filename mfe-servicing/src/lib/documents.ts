// Document services rules (spec 3 §2 Document services, §4 Document list, §5 Files, §8 Documents).
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@portal/api-contract/upload-limit';

export const DOCUMENTS_LOAD_ERROR = 'Cannot connect to the service to get documents.';
export const DOCUMENTS_REFRESH_ERROR =
  'Something went wrong when attempting to refresh the document list.';
export const DOCUMENTS_EMPTY = 'No Uploaded Documents';
export const FILE_TYPES_ERROR = 'Cannot connect to the service to get file types.';
export const CHOOSE_FILE_TYPE = 'Choose a file type';

/** Documents present now that were not before the upload are marked new. */
export function newDocumentIds(
  before: readonly { id: string }[],
  after: readonly { id: string }[],
): Set<string> {
  const known = new Set(before.map((doc) => doc.id));
  return new Set(after.map((doc) => doc.id).filter((id) => !known.has(id)));
}

export type FileKind = 'pdf' | 'image' | 'text' | 'other';

/** What kind of document a format or file extension is, for its icon. */
export function fileKind(nameOrFormat: string): FileKind {
  const ext = (/\.([A-Za-z0-9]+)$/.exec(nameOrFormat)?.[1] ?? nameOrFormat).toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (['png', 'jpg', 'jpeg', 'gif', 'tif', 'tiff', 'bmp'].includes(ext)) return 'image';
  if (['doc', 'docx', 'txt', 'rtf'].includes(ext)) return 'text';
  return 'other';
}

/** Drag-and-drop is hidden in mobile browsers. */
export const isMobileBrowser = (userAgent: string): boolean =>
  /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(userAgent);

export interface QueuedFile {
  id: number;
  file: File;
  fileTypeId: number | null;
  percent: number;
  error: string | null;
  touched: boolean;
}

/**
 * A file over the contract's limit (the one setting the sandbox enforces too) is refused here,
 * before it is sent, with the sandbox's message.
 */
export const fileSizeError = (file: Pick<File, 'size'>): string | null =>
  file.size > UPLOAD_MAX_BYTES ? UPLOAD_TOO_LARGE_MESSAGE : null;

/** Files with errors (no type chosen, too large) are skipped; the rest upload. */
export function uploadable(queue: readonly QueuedFile[]): QueuedFile[] {
  return queue.filter(
    (item) => item.fileTypeId !== null && item.error === null && fileSizeError(item.file) === null,
  );
}

export function fileTypeError(item: Pick<QueuedFile, 'fileTypeId' | 'touched'>): string | null {
  return item.touched && item.fileTypeId === null ? CHOOSE_FILE_TYPE : null;
}

export const UPLOAD_NETWORK_ERROR = 'The file transfer was unsuccessful, please try again.';
export const UPLOAD_SERVER_ERROR = 'Internal Server Error';

/** The refusal codes whose sentence the borrower reads is not the code itself. */
const UPLOAD_REFUSALS: Readonly<Record<string, string>> = {
  FileTooLarge: UPLOAD_TOO_LARGE_MESSAGE,
  AccountNotAuthorized: 'Files cannot be uploaded to that account or application.',
};

/**
 * What a failed upload says (spec 3 §8): the server's message for a refusal (the back end answers
 * its own sentence as the code, except the codes above), the transfer message when no answer
 * came, Internal Server Error otherwise (a lost session also logs out).
 */
export function uploadFailureMessage(
  failure:
    | { kind: 'refused'; code: string }
    | { kind: 'unauthorized' }
    | { kind: 'unavailable'; reason: string },
): string {
  // A refusal without text says no more than an answer without a message.
  if (failure.kind === 'refused')
    return UPLOAD_REFUSALS[failure.code] ?? (failure.code.trim() || UPLOAD_SERVER_ERROR);
  if (failure.kind === 'unavailable' && failure.reason === 'network') return UPLOAD_NETWORK_ERROR;
  return UPLOAD_SERVER_ERROR;
}

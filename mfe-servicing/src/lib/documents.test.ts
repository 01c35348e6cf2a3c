import { describe, expect, it } from '@jest/globals';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@portal/api-contract/upload-limit';
import {
  CHOOSE_FILE_TYPE,
  fileKind,
  fileSizeError,
  fileTypeError,
  isMobileBrowser,
  newDocumentIds,
  uploadable,
  uploadFailureMessage,
  type QueuedFile,
} from './documents';

const item = (patch: Partial<QueuedFile>): QueuedFile => ({
  id: 1,
  file: { name: 'a.pdf' } as File,
  fileTypeId: 1,
  percent: 0,
  error: null,
  touched: false,
  ...patch,
});

describe('document rules (spec 3)', () => {
  it("refuses a file over the contract's upload limit with the sandbox's message, and takes one at it", () => {
    expect(fileSizeError({ size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(fileSizeError({ size: UPLOAD_MAX_BYTES + 1 })).toBe(UPLOAD_TOO_LARGE_MESSAGE);
  });

  it('marks documents that appeared since the upload as new', () => {
    expect([...newDocumentIds([{ id: '1' }], [{ id: '2' }, { id: '1' }, { id: '3' }])]).toEqual([
      '2',
      '3',
    ]);
  });

  it.each([
    [
      { kind: 'refused', code: 'Files of type .exe are not accepted.' } as const,
      'Files of type .exe are not accepted.',
    ],
    [{ kind: 'refused', code: 'FileTooLarge' } as const, 'The file is larger than the 5 MB limit.'],
    [
      { kind: 'refused', code: 'AccountNotAuthorized' } as const,
      'Files cannot be uploaded to that account or application.',
    ],
    [
      { kind: 'unavailable', reason: 'network' } as const,
      'The file transfer was unsuccessful, please try again.',
    ],
    [{ kind: 'refused', code: '' } as const, 'Internal Server Error'],
    [{ kind: 'unavailable', reason: 'http' } as const, 'Internal Server Error'],
    [{ kind: 'unauthorized' } as const, 'Internal Server Error'],
  ])('a failed upload %j says %s', (failure, message) => {
    expect(uploadFailureMessage(failure)).toBe(message);
  });

  it.each([
    ['statement.PDF', 'pdf'],
    ['pdf', 'pdf'],
    ['photo.jpeg', 'image'],
    ['letter.docx', 'text'],
    ['archive.zip', 'other'],
  ])('%s is a document of kind %s', (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', false],
  ])('%s is mobile: %p', (agent, mobile) => {
    expect(isMobileBrowser(agent)).toBe(mobile);
  });

  it('skips files without a type or with an error', () => {
    const queue = [item({ id: 1 }), item({ id: 2, fileTypeId: null }), item({ id: 3, error: 'x' })];
    expect(uploadable(queue).map((q) => q.id)).toEqual([1]);
  });

  it.each([
    [{ fileTypeId: null, touched: true }, CHOOSE_FILE_TYPE],
    [{ fileTypeId: null, touched: false }, null],
    [{ fileTypeId: 2, touched: true }, null],
  ])('%j shows %p', (state, message) => {
    expect(fileTypeError(state)).toBe(message);
  });
});

import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { referenceOf } from '../all-references.ts';
import { servicingEndpoints } from './endpoints.ts';

describe("servicing's calls", () => {
  it('name each call servicing.<camelCase>', () => {
    const offending = servicingEndpoints.filter(
      (call) => !/^servicing\.[a-z][A-Za-z]+$/.test(call.name),
    );
    expect(offending.map((call) => call.name)).toEqual([]);
  });

  it('send a multipart upload with the file as a Blob field', () => {
    const uploads = servicingEndpoints.filter((call) => call.encoding === 'multipart');
    expect(uploads.map((call) => call.path)).toEqual([
      'file/UploadFileWithLoanNumber',
      'file/UploadFileWithApplicationNumber',
    ]);
    for (const upload of uploads) {
      expect(
        v.safeParse(upload.request, { ...referenceOf(upload).example, file: 'not a file' }).success,
      ).toBe(false);
    }
  });
});

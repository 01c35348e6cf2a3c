// Document services (spec 3 §3, §7): the documents of an account or an application, the file
// types, and multipart uploads (the file, its type and the account or application number).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, NoRequestSchema } from '../envelope.ts';
import { AccountNumber } from '../wire-values.ts';
import { WireDocumentSchema } from '../wire-document.ts';

/** The list answer: a Value array (spec 3 §3). */
export const WireDocumentListSchema = /*#__PURE__*/ (() =>
  v.object({ Value: v.nullish(v.array(WireDocumentSchema)) }))();

export const accountDocuments = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.accountDocuments',
    method: 'GET',
    path: 'Documents/GetAccountDocuments',
    request: v.object({ accountNumber: AccountNumber }),
    response: WireDocumentListSchema,
    errors: ['AccountNotAuthorized'],
  }))();

export const applicationDocuments = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.applicationDocuments',
    method: 'GET',
    path: 'Documents/GetApplicationDocuments',
    request: v.object({ applicationNumber: v.pipe(v.string(), v.nonEmpty()) }),
    response: WireDocumentListSchema,
    errors: ['AccountNotAuthorized'],
  }))();

export const fileTypes = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.fileTypes',
    method: 'GET',
    path: 'file/GetFileTypes',
    request: NoRequestSchema,
    response: envelope({
      FileTypes: v.nullish(v.array(v.object({ ID: v.number(), Description: v.string() }))),
    }),
    errors: [],
  }))();

/** The file and its type; an upload's refusal carries the code and a `Message` to show. */
const FileFields = {
  fileType: v.pipe(v.string(), v.regex(/^\d+$/)),
  file: v.instance(Blob),
};

/** A refusal of an upload: the envelope's code plus a sentence for the borrower (spec 3 §7). */
export const uploadErrors = [
  'FileTooLarge',
  'AccountNotAuthorized',
  'Choose a file type',
  'No file was sent.',
  'The file is empty.',
];

export const uploadWithLoanNumber = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.uploadWithLoanNumber',
    method: 'POST',
    path: 'file/UploadFileWithLoanNumber',
    encoding: 'multipart',
    request: v.object({ ...FileFields, loanNumber: AccountNumber }),
    response: envelope({ FileId: v.optional(v.union([v.number(), v.string()])) }),
    errors: uploadErrors,
  }))();

export const uploadWithApplicationNumber = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.uploadWithApplicationNumber',
    method: 'POST',
    path: 'file/UploadFileWithApplicationNumber',
    encoding: 'multipart',
    request: v.object({ ...FileFields, applicationNumber: v.pipe(v.string(), v.nonEmpty()) }),
    response: envelope({ FileId: v.optional(v.union([v.number(), v.string()])) }),
    errors: uploadErrors,
  }))();

export const uploadFileFields = FileFields;

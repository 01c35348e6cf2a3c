// Profile documents (spec 1 §7 names the paths, without payloads; spec 3 §7 gives the document
// shape and the upload's multipart form). The document center's Profile tab uses the same calls.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, NoRequestSchema } from '../envelope.ts';
import { WireDocumentSchema } from '../wire-document.ts';

export const customerDocuments = /*#__PURE__*/ (() =>
  endpoint({
    name: 'profile.customerDocuments',
    method: 'GET',
    path: 'Documents/GetCustomerDocuments',
    request: NoRequestSchema,
    response: envelope({ Value: v.nullish(v.array(WireDocumentSchema)) }),
    errors: [],
  }))();

export const uploadByCustomerId = /*#__PURE__*/ (() =>
  endpoint({
    name: 'profile.uploadByCustomerId',
    method: 'POST',
    path: 'file/UploadByCustomerID',
    encoding: 'multipart',
    request: v.object({ fileType: v.string(), file: v.instance(Blob) }),
    // The stored document's id; a refusal's body also carries the message as Message.
    response: envelope({ FileId: v.nullish(v.union([v.number(), v.string()])) }),
    // A refusal carries the server's message, shown as it is (e.g. a file type not accepted).
    errors: ['FileTooLarge', 'Choose a file type', 'No file was sent.', 'The file is empty.'],
  }))();

// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./documents.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  accountDocuments,
  applicationDocuments,
  fileTypes,
  uploadWithApplicationNumber,
  uploadWithLoanNumber,
} from './documents.ts';

export const documentsReferences = [
  reference(accountDocuments, {
    spec: 'spec 3 §7',
    summary: 'The documents uploaded for an account.',
    example: { accountNumber: '00011002347' },
  }),
  reference(applicationDocuments, {
    spec: 'spec 3 §7',
    summary: 'The documents uploaded for an application.',
    example: { applicationNumber: '20250101' },
  }),
  reference(fileTypes, {
    spec: 'spec 3 §7',
    summary: 'The kinds of document an upload must name one of.',
  }),
  reference(uploadWithLoanNumber, {
    spec: 'spec 3 §7',
    summary: 'Uploads a document for a loan.',
    example: {
      fileType: '2',
      loanNumber: '00011002347',
      file: new File(['%PDF-1.4\n%%EOF\n'], 'pay-stub.pdf', { type: 'application/pdf' }),
    },
  }),
  reference(uploadWithApplicationNumber, {
    spec: 'spec 3 §7',
    summary: 'Uploads a document for an application.',
    example: {
      fileType: '2',
      applicationNumber: '20250101',
      file: new File(['%PDF-1.4\n%%EOF\n'], 'pay-stub.pdf', { type: 'application/pdf' }),
    },
  }),
];

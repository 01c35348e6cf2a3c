// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./profile-documents.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { customerDocuments, uploadByCustomerId } from './profile-documents.ts';

export const profileDocumentsReferences = [
  reference(customerDocuments, {
    spec: 'spec 1 §7, spec 3 §7',
    summary: "The borrower's profile documents.",
  }),
  reference(uploadByCustomerId, {
    spec: 'spec 1 §7, spec 3 §7',
    summary: 'Uploads a profile document with its file type.',
    example: {
      fileType: '2',
      file: new File(['%PDF-1.7 April pay stub'], 'pay-stub.pdf', { type: 'application/pdf' }),
    },
  }),
];

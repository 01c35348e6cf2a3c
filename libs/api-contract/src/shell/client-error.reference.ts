// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./client-error.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { clientError } from './client-error.ts';

export const clientErrorReferences = [
  reference(clientError, {
    spec: 'spec 1 §7',
    summary: 'Reports an error that happened in the browser.',
    example: { Message: 'contract test: a report', Stack: '', UserAgent: 'contract-test' },
  }),
];

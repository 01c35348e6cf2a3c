// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./passable-token.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { passableToken } from './passable-token.ts';

export const passableTokenReferences = [
  reference(passableToken, {
    spec: 'spec 3 §7',
    summary:
      'A one-time token for a document the browser opens itself (statements, documents, ACH drafts).',
  }),
];

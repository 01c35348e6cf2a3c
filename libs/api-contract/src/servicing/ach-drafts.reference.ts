// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./ach-drafts.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { achDrafts } from './ach-drafts.ts';

export const achDraftsReferences = [
  reference(achDrafts, {
    spec: 'spec 3 §7',
    summary: "The borrower's ACH draft agreements (each opens through RenderACHDraftAgreement).",
  }),
];

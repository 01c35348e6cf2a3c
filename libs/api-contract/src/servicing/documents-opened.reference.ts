// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./documents-opened.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  broadridgeDocument,
  downloadAccountHistory,
  downloadPayoffQuoteBreakdown,
  renderAchDraftAgreement,
  viewDocument,
  viewStatement,
} from './documents-opened.ts';

export const documentsOpenedReferences = [
  reference(viewDocument, {
    spec: 'spec 3 §7',
    summary: 'An uploaded document, shown with a passable token.',
  }),
  reference(renderAchDraftAgreement, {
    spec: 'spec 3 §7',
    summary: 'An ACH draft agreement as a page, shown with a passable token.',
  }),
  reference(downloadAccountHistory, {
    spec: 'spec 3 §7',
    summary: 'The history as CSV or PDF, for the token of AccountHistory/RetrieveDownloadToken.',
  }),
  reference(downloadPayoffQuoteBreakdown, {
    spec: 'spec 2 §7, spec 3 §7',
    summary: 'The payoff breakdown PDF, for the token of PaymentInformation/RetrieveDownloadToken.',
  }),
  reference(viewStatement, {
    spec: 'spec 3 §7',
    summary: 'A statement shown in a new window with a passable token.',
  }),
  reference(broadridgeDocument, {
    spec: 'spec 3 §7',
    summary: 'A Broadridge statement opened in a new tab with a passable token.',
  }),
];

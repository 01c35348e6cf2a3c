// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./loan-actions.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { hideAccount, insurance, payoffDownloadToken } from './loan-actions.ts';

export const loanActionsReferences = [
  reference(insurance, {
    spec: 'spec 3 §7',
    summary: 'The insurances on a loan.',
    example: { accountNumber: '00011002347' },
  }),
  reference(payoffDownloadToken, {
    spec: 'spec 2 §7, spec 3 §7',
    summary:
      'A one-time token for GET PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=.',
    example: { AccountNumber: '00011002347', EffectiveDate: '2100-01-01' },
  }),
  reference(hideAccount, {
    spec: 'spec 3 §7',
    summary: 'Hides an account from the web; undoing it takes a call to the institution.',
    example: { AccountNumber: '00011001992' },
  }),
];

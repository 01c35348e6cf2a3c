// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./payment-information.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { getPayOffQuote, getPaymentInfo, getThirdPartyFee } from './payment-information.ts';

export const paymentInformationReferences = [
  reference(getPaymentInfo, {
    spec: 'spec 2 §3, §7, §8',
    summary:
      "A loan's payment info: options, fees, saved methods, scheduled and recurring payments.",
    example: { accountNumber: '00011002347' },
  }),
  reference(getPayOffQuote, {
    spec: 'spec 2 §4 Payoff, §7',
    summary: 'The amount that pays the loan off on a day (yyyy-MM-dd, today or later).',
    example: { AccountNumber: '00011002347', PayOffDate: '2099-01-01' },
  }),
  reference(getThirdPartyFee, {
    spec: 'spec 2 §3 Third-party fee request, §7',
    summary: "The processor's fee for a kind of payment and method.",
    example: {
      IsAch: false,
      IsCreditCard: false,
      IsDebitCard: true,
      IsImmediate: true,
      IsOneTime: true,
      IsRecurring: false,
      LoanNumber: '00011002347',
    },
  }),
];

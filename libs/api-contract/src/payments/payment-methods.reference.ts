// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./payment-methods.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  achRoutingData,
  addAchPaymentMethod,
  addCardPaymentMethod,
  deleteAchPayment,
  deleteCardPayment,
  getPaymentMethods,
  removeDefaultPaymentMethod,
  setDefaultPaymentMethod,
  validateAchPaymentMethod,
} from './payment-methods.ts';

export const paymentMethodsReferences = [
  reference(getPaymentMethods, {
    spec: 'spec 2 §7',
    summary: "The borrower's saved payment methods.",
    example: { AccountNumber: '00011002347' },
  }),
  reference(setDefaultPaymentMethod, {
    spec: 'spec 2 §4 Default method, §7',
    summary: 'Makes a saved method the default; a failure only sets an error flag.',
    example: { AccountNumber: '00011002347', PaymentMethod: { ProfileId: 'PM-100001' } },
  }),
  reference(removeDefaultPaymentMethod, {
    spec: 'spec 2 §7',
    summary: 'Removes the default payment method.',
    example: { accountNumber: '00011002347' },
  }),
  reference(validateAchPaymentMethod, {
    spec: 'spec 2 §4 New method, §7, §8',
    summary: 'Checks a routing and account number before the ACH account is used.',
    example: { AccountType: 'Checking', RoutingNumber: '072000805', AccountNumber: '123456789' },
  }),
  reference(addAchPaymentMethod, {
    spec: 'spec 2 §4 ACH agreement, §7, §8',
    summary: 'Saves an ACH account as a payment profile (personal users).',
    example: { AccountType: 'Checking', RoutingNumber: '072000805', AccountNumber: '123456789' },
  }),
  reference(addCardPaymentMethod, {
    spec: 'spec 2 §7, §8',
    summary: 'Saves a card as a payment profile; the number and CVV are kept nowhere.',
    example: {
      CardNumber: '4111111111111111',
      ExpirationDate: '12/30',
      SecurityCode: '123',
      LoanAccountNumber: '00011002347',
    },
  }),
  reference(achRoutingData, {
    spec: 'spec 2 §3, §7',
    summary: 'The bank behind a routing number, looked up 300 ms after 9 digits are typed.',
    example: { routingNumber: '072000805' },
  }),
  // The seeded checking account and debit card.
  reference(deleteAchPayment, {
    spec: 'spec 2 §7, §8',
    summary: 'Deletes a saved ACH account.',
    example: { ProfileId: 'PM-100001', IsCard: false },
  }),
  reference(deleteCardPayment, {
    spec: 'spec 2 §7, §8',
    summary: 'Deletes a saved card.',
    example: { ProfileId: 'PM-100002', IsCard: true },
  }),
];

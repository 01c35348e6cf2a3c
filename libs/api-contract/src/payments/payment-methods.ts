// PaymentMethod (spec 2 §3 "ACH data", "Card data", §7): the borrower's saved methods, adding and
// validating them, deleting them, and the loan's default method.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { ACH_VALIDATION_ERRORS, SAVE_METHOD_ERRORS } from './error-codes.ts';
import { SavedMethodSchema } from './payment-information.ts';
import { WireFlag, WireText } from '../wire-values.ts';

export const AchDataSchema = v.object({
  AccountType: v.optional(v.picklist(['Checking', 'Savings'])),
  RoutingNumber: v.string(),
  AccountNumber: v.string(),
  OwnerName: v.optional(v.string()),
  ProfileId: v.optional(v.string()),
});

export const BillingAddressSchema = v.object({
  ZipCode: v.string(),
  Address1: v.string(),
  Address2: v.string(),
  City: v.string(),
  State: v.string(),
});

export const CardDataSchema = v.object({
  CardNumber: v.string(),
  /** visa, amex, master or discover. */
  CardType: v.optional(v.string()),
  /** MM/yy. */
  ExpirationDate: v.string(),
  SecurityCode: v.optional(v.string()),
  DebitCreditType: v.optional(v.picklist(['DebitCard', 'CreditCard'])),
  CardHolderFirstName: v.optional(v.string()),
  CardHolderLastName: v.optional(v.string()),
  BillingAddress: v.optional(BillingAddressSchema),
  LoanAccountNumber: v.optional(v.string()),
  ProfileId: v.optional(v.string()),
});

/** What names a saved method: the info object the delete and default calls take. */
export const MethodRefSchema = v.object({
  ProfileId: v.string(),
  IsCard: v.optional(v.boolean()),
  LastFour: v.optional(v.string()),
});

const SavedMethodAnswer = envelope({
  ProfileId: WireText,
  PaymentMethod: v.nullish(SavedMethodSchema),
});

export const getPaymentMethods = endpoint({
  name: 'payments.getPaymentMethods',
  method: 'POST',
  path: 'PaymentMethod/GetPaymentMethods',
  request: v.object({ AccountNumber: v.string() }),
  response: envelope({ PaymentMethods: v.nullish(v.array(SavedMethodSchema)) }),
  errors: [],
  spec: 'spec 2 §7',
  summary: "The borrower's saved payment methods.",
  example: { AccountNumber: '00011002347' },
});

export const setDefaultPaymentMethod = endpoint({
  name: 'payments.setDefaultPaymentMethod',
  method: 'POST',
  path: 'PaymentMethod/SetDefaultPaymentMethod',
  request: v.object({ AccountNumber: v.string(), PaymentMethod: MethodRefSchema }),
  response: EmptyEnvelopeSchema,
  errors: ['InvalidData'],
  spec: 'spec 2 §4 Default method, §7',
  summary: 'Makes a saved method the default; a failure only sets an error flag.',
  example: { AccountNumber: '00011002347', PaymentMethod: { ProfileId: 'PM-100001' } },
});

export const removeDefaultPaymentMethod = endpoint({
  name: 'payments.removeDefaultPaymentMethod',
  method: 'DELETE',
  path: 'PaymentMethod/RemoveDefaultPaymentMethod',
  encoding: 'query',
  request: v.object({ accountNumber: v.string() }),
  response: EmptyEnvelopeSchema,
  errors: [],
  spec: 'spec 2 §7',
  summary: 'Removes the default payment method.',
  example: { accountNumber: '00011002347' },
});

export const validateAchPaymentMethod = endpoint({
  name: 'payments.validateAchPaymentMethod',
  method: 'POST',
  path: 'PaymentMethod/ValidateAchPaymentMethod',
  request: AchDataSchema,
  response: EmptyEnvelopeSchema,
  errors: ACH_VALIDATION_ERRORS,
  spec: 'spec 2 §4 New method, §7, §8',
  summary: 'Checks a routing and account number before the ACH account is used.',
  example: { AccountType: 'Checking', RoutingNumber: '072000805', AccountNumber: '123456789' },
});

export const addAchPaymentMethod = endpoint({
  name: 'payments.addAchPaymentMethod',
  method: 'POST',
  path: 'PaymentMethod/AddAchPaymentMethod',
  request: AchDataSchema,
  response: SavedMethodAnswer,
  errors: [...ACH_VALIDATION_ERRORS, ...SAVE_METHOD_ERRORS],
  spec: 'spec 2 §4 ACH agreement, §7, §8',
  summary: 'Saves an ACH account as a payment profile (personal users).',
  example: { AccountType: 'Checking', RoutingNumber: '072000805', AccountNumber: '123456789' },
});

export const addCardPaymentMethod = endpoint({
  name: 'payments.addCardPaymentMethod',
  method: 'POST',
  path: 'PaymentMethod/AddCardPaymentMethod',
  // Saving a card names the loan it is added for: the server checks it is the borrower's own.
  request: v.object({ ...CardDataSchema.entries, LoanAccountNumber: v.string() }),
  response: SavedMethodAnswer,
  errors: ['InvalidInformation', 'CardExpired', ...SAVE_METHOD_ERRORS],
  spec: 'spec 2 §7, §8',
  summary: 'Saves a card as a payment profile; the number and CVV are kept nowhere.',
  example: {
    CardNumber: '4111111111111111',
    ExpirationDate: '12/30',
    SecurityCode: '123',
    LoanAccountNumber: '00011002347',
  },
});

/** Deleting a saved method: one call per kind, the method's info object as the body. */
function deleteSavedCall(by: 'Ach' | 'Card', profileId: string) {
  return endpoint({
    name: `payments.delete${by}Payment`,
    method: 'POST',
    path: `PaymentMethod/Delete${by}Payment`,
    request: MethodRefSchema,
    response: EmptyEnvelopeSchema,
    errors: ['ErrorDeletingPaymentMethod'],
    spec: 'spec 2 §7, §8',
    summary: `Deletes a saved ${by === 'Ach' ? 'ACH account' : 'card'}.`,
    example: { ProfileId: profileId, IsCard: by === 'Card' },
  });
}

/** The seeded checking account and debit card. */
export const deleteAchPayment = deleteSavedCall('Ach', 'PM-100001');
export const deleteCardPayment = deleteSavedCall('Card', 'PM-100002');

export const achRoutingData = endpoint({
  name: 'payments.achRoutingData',
  method: 'GET',
  path: 'ACHRoutingData',
  request: v.object({ routingNumber: v.string() }),
  // The bank lookup answers its fields without the envelope (spec 2 §3 "Bank lookup response").
  response: v.object({
    Name: WireText,
    Address: WireText,
    City: WireText,
    State: WireText,
    Zip: WireText,
    RoutingNumber: WireText,
    BankExists: WireFlag,
  }),
  errors: [],
  spec: 'spec 2 §3, §7',
  summary: 'The bank behind a routing number, looked up 300 ms after 9 digits are typed.',
  example: { routingNumber: '072000805' },
});

// PaymentMethod (spec 2 §3 "ACH data", "Card data", §7): the borrower's saved methods, adding and
// validating them, deleting them, and the loan's default method.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { ACH_VALIDATION_ERRORS, SAVE_METHOD_ERRORS } from './error-codes.ts';
import { SavedMethodSchema } from './payment-information.ts';
import { WireFlag, WireText } from '../wire-values.ts';

export const AchDataSchema = /*#__PURE__*/ (() =>
  v.object({
    AccountType: v.optional(v.picklist(['Checking', 'Savings'])),
    RoutingNumber: v.string(),
    AccountNumber: v.string(),
    OwnerName: v.optional(v.string()),
    ProfileId: v.optional(v.string()),
  }))();

export const BillingAddressSchema = /*#__PURE__*/ (() =>
  v.object({
    ZipCode: v.string(),
    Address1: v.string(),
    Address2: v.string(),
    City: v.string(),
    State: v.string(),
  }))();

export const CardDataSchema = /*#__PURE__*/ (() =>
  v.object({
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
  }))();

/** What names a saved method: the info object the delete and default calls take. */
export const MethodRefSchema = /*#__PURE__*/ (() =>
  v.object({
    ProfileId: v.string(),
    IsCard: v.optional(v.boolean()),
    LastFour: v.optional(v.string()),
  }))();

const SavedMethodAnswer = /*#__PURE__*/ (() =>
  envelope({
    ProfileId: WireText,
    PaymentMethod: v.nullish(SavedMethodSchema),
  }))();

export const getPaymentMethods = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.getPaymentMethods',
    method: 'POST',
    path: 'PaymentMethod/GetPaymentMethods',
    request: v.object({ AccountNumber: v.string() }),
    response: envelope({ PaymentMethods: v.nullish(v.array(SavedMethodSchema)) }),
    errors: [],
  }))();

export const setDefaultPaymentMethod = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.setDefaultPaymentMethod',
    method: 'POST',
    path: 'PaymentMethod/SetDefaultPaymentMethod',
    request: v.object({ AccountNumber: v.string(), PaymentMethod: MethodRefSchema }),
    response: EmptyEnvelopeSchema,
    errors: ['InvalidData'],
  }))();

export const removeDefaultPaymentMethod = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.removeDefaultPaymentMethod',
    method: 'DELETE',
    path: 'PaymentMethod/RemoveDefaultPaymentMethod',
    encoding: 'query',
    request: v.object({ accountNumber: v.string() }),
    response: EmptyEnvelopeSchema,
    errors: [],
  }))();

export const validateAchPaymentMethod = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.validateAchPaymentMethod',
    method: 'POST',
    path: 'PaymentMethod/ValidateAchPaymentMethod',
    request: AchDataSchema,
    response: EmptyEnvelopeSchema,
    errors: ACH_VALIDATION_ERRORS,
  }))();

export const addAchPaymentMethod = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.addAchPaymentMethod',
    method: 'POST',
    path: 'PaymentMethod/AddAchPaymentMethod',
    request: AchDataSchema,
    response: SavedMethodAnswer,
    errors: [...ACH_VALIDATION_ERRORS, ...SAVE_METHOD_ERRORS],
  }))();

export const addCardPaymentMethod = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.addCardPaymentMethod',
    method: 'POST',
    path: 'PaymentMethod/AddCardPaymentMethod',
    // Saving a card names the loan it is added for: the server checks it is the borrower's own.
    request: v.object({ ...CardDataSchema.entries, LoanAccountNumber: v.string() }),
    response: SavedMethodAnswer,
    errors: ['InvalidInformation', 'CardExpired', ...SAVE_METHOD_ERRORS],
  }))();

/** Deleting a saved method: one call per kind, the method's info object as the body. */
function deleteSavedCall(by: 'Ach' | 'Card') {
  return endpoint({
    name: `payments.delete${by}Payment`,
    method: 'POST',
    path: `PaymentMethod/Delete${by}Payment`,
    request: MethodRefSchema,
    response: EmptyEnvelopeSchema,
    errors: ['ErrorDeletingPaymentMethod'],
  });
}

export const deleteAchPayment = /*#__PURE__*/ (() => deleteSavedCall('Ach'))();
export const deleteCardPayment = /*#__PURE__*/ (() => deleteSavedCall('Card'))();

export const achRoutingData = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();

// GET /api/AccountDetails (spec 2 §7, spec 3 §3 "Account data response"): one loan or deposit
// account with its branch, alerts and payment information.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, WireErrorsSchema } from '../envelope.ts';
import { AccountNumber, WireDate, WireFlag, WireMoney, WireText } from '../wire-values.ts';
import { WireBranchInfoSchema } from './branches.ts';

/** The address of an account, as UpdateAddress also sends and answers it (spec 3 §3). */
export const WireAccountAddressSchema = /*#__PURE__*/ (() =>
  v.object({
    Address1: WireText,
    City: WireText,
    State: WireText,
    ZipCode: WireText,
  }))();

/** One alert group: flags, before/after flags and day counts (spec 3 §3 Alerts). */
export const WireAlertGroupSchema = /*#__PURE__*/ (() =>
  v.record(v.string(), v.union([v.boolean(), v.number(), v.null()])))();

export const WireAlertsSchema = /*#__PURE__*/ (() =>
  v.object({
    TextAlerts: v.nullish(WireAlertGroupSchema),
    EmailAlerts: v.nullish(WireAlertGroupSchema),
  }))();

const WirePaymentMethodSchema = /*#__PURE__*/ (() =>
  v.object({ IsCard: v.boolean(), LastFour: WireText }))();

const WireRecurringPaymentSchema = /*#__PURE__*/ (() =>
  v.object({
    Id: v.optional(v.union([v.number(), v.string()])),
    Amount: WireMoney,
    Frequency: WireText,
    NextPaymentDate: WireDate,
    IsCard: WireFlag,
    LastFour: WireText,
  }))();

const WireScheduledPaymentSchema = /*#__PURE__*/ (() =>
  v.object({
    Id: v.optional(v.union([v.number(), v.string()])),
    PaymentDate: WireDate,
    Amount: WireMoney,
    Status: WireText,
    ConfirmationNumber: WireText,
    IsCard: WireFlag,
    LastFour: WireText,
  }))();

export const WireInformationSchema = /*#__PURE__*/ (() =>
  v.object({
    HasNoErrors: WireFlag,
    Errors: WireErrorsSchema,
    AccountNumber: v.string(),
    Name: WireText,
    Address: v.nullish(WireAccountAddressSchema),
    NextPaymentDate: WireDate,
    NextPaymentAmount: WireMoney,
    InterestRate: WireMoney,
    CurrentYearToDateInterest: WireMoney,
    AvailableCredit: WireMoney,
    LoanOriginationDate: WireDate,
    LateChargesDue: WireMoney,
    TotalLoanFees: WireMoney,
    OriginalMaturityDate: WireDate,
    LastPaymentDate: WireDate,
    LastPaymentAmount: WireMoney,
    LastYearToDateInterest: WireMoney,
    DaysSinceOpened: v.nullish(v.number()),
    PaymentInformation: v.nullish(
      v.object({
        TotalAmountDue: WireMoney,
        RecurringPayment: v.nullish(WireRecurringPaymentSchema),
        DefaultPaymentMethod: v.nullish(WirePaymentMethodSchema),
        ScheduledPayments: v.nullish(v.array(WireScheduledPaymentSchema)),
      }),
    ),
  }))();

export const accountDetails = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.accountDetails',
    method: 'GET',
    path: 'AccountDetails',
    request: v.object({ accountNumber: AccountNumber }),
    response: envelope({
      BranchInfo: v.nullish(WireBranchInfoSchema),
      Alerts: v.nullish(WireAlertsSchema),
      StatementFormat: WireText,
      Information: WireInformationSchema,
    }),
    errors: ['AccountNotAuthorized', 'Unauthorized'],
  }))();

// GET /api/AccountDetails?accountNumber= (spec 3 §3 Account data response), as servicing reads it.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const money = v.nullish(v.number(), 0);
const text = v.nullish(v.string(), '');
const date = v.nullish(v.string(), null);

export const WireAddressSchema = v.object({
  Address1: text,
  City: text,
  State: text,
  ZipCode: text,
});

export const BranchInfoSchema = v.object({
  BranchName: text,
  StreetAddress: text,
  City: text,
  State: text,
  Zip: text,
  PhoneNumber: text,
  Latitude: v.nullish(v.number(), 0),
  Longitude: v.nullish(v.number(), 0),
});

const PaymentMethodSchema = v.object({ IsCard: v.boolean(), LastFour: text });

const RecurringPaymentSchema = v.object({
  Id: v.optional(v.union([v.number(), v.string()])),
  Amount: money,
  Frequency: text,
  NextPaymentDate: date,
  IsCard: v.optional(v.boolean(), false),
  LastFour: text,
});

const ScheduledPaymentSchema = v.object({
  Id: v.optional(v.union([v.number(), v.string()])),
  PaymentDate: date,
  Amount: money,
  Status: text,
  ConfirmationNumber: text,
  IsCard: v.optional(v.boolean(), false),
  LastFour: text,
});

const AlertGroupSchema = v.record(v.string(), v.union([v.boolean(), v.number(), v.null()]));

export const AlertsSchema = v.object({
  TextAlerts: v.nullish(AlertGroupSchema, {}),
  EmailAlerts: v.nullish(AlertGroupSchema, {}),
});

export const InformationSchema = v.object({
  AccountNumber: v.string(),
  Name: text,
  Address: v.nullish(WireAddressSchema, { Address1: '', City: '', State: '', ZipCode: '' }),
  NextPaymentDate: date,
  NextPaymentAmount: money,
  InterestRate: money,
  CurrentYearToDateInterest: money,
  AvailableCredit: money,
  LoanOriginationDate: date,
  LateChargesDue: money,
  TotalLoanFees: money,
  OriginalMaturityDate: date,
  LastPaymentDate: date,
  LastPaymentAmount: money,
  LastYearToDateInterest: money,
  DaysSinceOpened: v.nullish(v.number(), 0),
  PaymentInformation: v.nullish(
    v.object({
      TotalAmountDue: money,
      RecurringPayment: v.nullish(RecurringPaymentSchema, null),
      DefaultPaymentMethod: v.nullish(PaymentMethodSchema, null),
      ScheduledPayments: v.nullish(v.array(ScheduledPaymentSchema), []),
    }),
    {
      TotalAmountDue: 0,
      RecurringPayment: null,
      DefaultPaymentMethod: null,
      ScheduledPayments: [],
    },
  ),
});

export const AccountDetailsSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors: v.nullish(v.array(v.object({ ErrorMessage: v.string() })), []),
  BranchInfo: v.nullish(BranchInfoSchema, null),
  Alerts: v.nullish(AlertsSchema, null),
  StatementFormat: v.nullish(v.string(), ''),
  Information: InformationSchema,
});

export type AccountDetails = v.InferOutput<typeof AccountDetailsSchema>;
export type Information = AccountDetails['Information'];
export type BranchInfo = v.InferOutput<typeof BranchInfoSchema>;
export type WireAddress = v.InferOutput<typeof WireAddressSchema>;
export type Alerts = v.InferOutput<typeof AlertsSchema>;

export async function fetchAccountDetails(
  api: KyInstance,
  accountNumber: string,
): Promise<AccountDetails> {
  const body = await api.get('AccountDetails', { searchParams: { accountNumber } }).json();
  return parseWire(AccountDetailsSchema, body, 'AccountDetails');
}

// Calls servicing makes whose owner is another area's list: accountList and the payoff quote and
// agreement log (payments, spec 2 §7), the business date (shell/identity: "today" for every date
// rule), the profile documents and their upload (profile, spec 1 §7). They are declared here so
// servicing can call them now; they are NOT in servicingEndpoints, so each route stays listed
// once. When the owner's declaration lands, servicing imports it instead and this file goes.
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { EmptyEnvelopeSchema, envelope, NoRequestSchema } from '../envelope';
import { WireDocumentListSchema, uploadErrors, uploadFileFields } from './documents';
import { AccountNumber, WireDate, WireMoney, WireText } from './wire-values';

export const WireAccountSchema = v.object({
  Number: v.string(),
  Description: WireText,
  /** Loan 0; deposit 1, 3, 5, 6; investment 7, 8; line of credit 9 (spec 3 §3). */
  Type: v.number(),
  Balance: WireMoney,
  AvailableBalance: WireMoney,
  Comment: WireText,
  Status: WireText,
  Rate: WireMoney,
  LoanDueDate: WireDate,
  LoanAmountDue: WireMoney,
  LoanPastDue: WireMoney,
  MonthlyInstallment: WireMoney,
  FeesDue: WireMoney,
  StatementPreference: WireText,
  NameOnAcct: WireText,
});

export const accountList = endpoint({
  name: 'payments.accountList',
  method: 'GET',
  path: 'accountList',
  request: NoRequestSchema,
  response: envelope({ Accounts: v.nullish(v.array(WireAccountSchema)) }),
  errors: [],
  spec: 'spec 2 §7, spec 3 §3',
  summary: "The signed-in borrower's accounts.",
});

export const businessDate = endpoint({
  name: 'shell.businessDate',
  method: 'GET',
  path: 'setup/BusinessDate',
  request: NoRequestSchema,
  response: envelope({
    BusinessDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
    TimeZone: WireText,
  }),
  errors: [],
  spec: 'SPEC-NOTES (the business day; the spec leaves it to the payment-info answer)',
  summary: "The institution's business day: 'today' for every date rule.",
});

export const payOffQuote = endpoint({
  name: 'payments.payOffQuote',
  method: 'GET',
  path: 'PaymentInformation/GetPayOffQuote',
  request: v.object({
    AccountNumber: AccountNumber,
    PayOffDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  }),
  response: envelope({ PayOffQuoteAmount: WireMoney }),
  errors: ['InvalidPayOffDate', 'AccountNotAuthorized'],
  spec: 'spec 2 §7, spec 3 §7',
  summary: 'What paying a loan off on a date would cost; cached per date.',
  example: { AccountNumber: '00011002347', PayOffDate: '2100-01-01' },
});

export const agreementLogging = endpoint({
  name: 'payments.agreementLogging',
  method: 'POST',
  path: 'AgreementLogging',
  request: v.object({
    Agreements: v.array(v.number()),
    UserName: v.string(),
    TurnEStatementsOn: v.boolean(),
    UnRestrictEmail: v.boolean(),
  }),
  response: EmptyEnvelopeSchema,
  errors: [],
  spec: 'spec 2 §7',
  summary: 'Records which agreements the borrower accepted.',
});

export const customerDocuments = endpoint({
  name: 'profile.customerDocuments',
  method: 'GET',
  path: 'Documents/GetCustomerDocuments',
  request: NoRequestSchema,
  response: WireDocumentListSchema,
  errors: [],
  spec: 'spec 1 §7',
  summary: "The borrower's profile documents.",
});

export const uploadByCustomerId = endpoint({
  name: 'profile.uploadByCustomerId',
  method: 'POST',
  path: 'file/UploadByCustomerID',
  encoding: 'multipart',
  request: v.object(uploadFileFields),
  response: envelope({ FileId: v.optional(v.union([v.number(), v.string()])) }),
  errors: uploadErrors,
  spec: 'spec 1 §7',
  summary: 'Uploads a profile document.',
});

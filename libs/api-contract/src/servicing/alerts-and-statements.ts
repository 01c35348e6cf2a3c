// Alerts and e-statements of the loan page (spec 3 §3, §7).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { WireAlertGroupSchema } from './account-details.ts';
import { AccountNumber, WireText } from '../wire-values.ts';

export const saveAlerts = endpoint({
  name: 'servicing.saveAlerts',
  method: 'POST',
  path: 'AccountAlerts',
  request: v.object({
    AccountNumber: AccountNumber,
    TextAlerts: WireAlertGroupSchema,
    EmailAlerts: WireAlertGroupSchema,
  }),
  response: EmptyEnvelopeSchema,
  errors: ['Days must be a number from 0 to 999.', 'AccountNotAuthorized'],
  spec: 'spec 3 §7',
  summary: "Saves a loan's text and e-mail alert preferences.",
  example: {
    AccountNumber: '00011002347',
    TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: false },
    EmailAlerts: {
      AlertLoanDelinquent: true,
      EstatementAlert: true,
      AlertLoanDueDate1: true,
      AlertLoanDueDate1Before: true,
      AlertLoanDueDate1Days: 15,
    },
  },
});

/** Statement format values (spec 3 §3). */
export const WireStatementFormat = v.picklist(['ElectronicOnly', 'PaperOnly']);

export const setStatementFormat = endpoint({
  name: 'servicing.setStatementFormat',
  method: 'POST',
  path: 'AccountEStatements/SetStatementFormat',
  request: v.object({
    AccountNumber: AccountNumber,
    AccountType: v.literal(0),
    Format: WireStatementFormat,
  }),
  response: EmptyEnvelopeSchema,
  errors: ['NoEmailAddress', 'AccountNotAuthorized'],
  spec: 'spec 3 §7',
  summary: 'Turns paper or electronic statements on for a loan.',
  example: { AccountNumber: '00011002347', AccountType: 0, Format: 'PaperOnly' },
});

export const WireStatementSchema = v.object({
  Date: v.string(),
  Id: v.union([v.string(), v.number()]),
  Number: WireText,
  Type: v.nullish(v.union([v.string(), v.number()])),
  /** 0, 1, 3, 4 seen (spec 3 §3). */
  Provider: v.nullish(v.number()),
});

export const statementList = endpoint({
  name: 'servicing.statementList',
  method: 'GET',
  path: 'accountEStatements/GetStatementList',
  request: v.object({ AccountNumber: AccountNumber, Year: v.pipe(v.string(), v.regex(/^\d{4}$/)) }),
  response: envelope({ StatementList: v.nullish(v.array(WireStatementSchema)) }),
  errors: ['AccountNotAuthorized'],
  spec: 'spec 3 §7',
  summary: "A loan's e-statements of one year.",
  example: { AccountNumber: '00011002347', Year: String(new Date().getUTCFullYear()) },
});

/**
 * Spec 3 §7 lists UserToken among this call's query values; the session token never goes in a
 * URL, so it travels in the UserToken header like every call's.
 */
export const amsiveStatementUrl = endpoint({
  name: 'servicing.amsiveStatementUrl',
  method: 'GET',
  path: 'AccountEstatements/GetAmsiveStatementUrl',
  request: v.object({
    Date: v.string(),
    Number: AccountNumber,
    Type: v.string(),
    Id: v.string(),
  }),
  response: envelope({ StatementUrl: WireText }),
  errors: ['NotFound', 'AccountNotAuthorized'],
  spec: 'spec 3 §7',
  summary: 'Where the browser shows a statement of the Amsive provider.',
  // The sandbox seeds a statement on the 1st of every month of the current year.
  example: {
    Date: `${new Date().getUTCFullYear()}-01-01T00:00:00`,
    Number: '00011002347',
    Type: 'Loan',
    Id: `00011002347-${new Date().getUTCFullYear()}-01`,
  },
});

// Alerts and e-statements of the loan page (spec 3 §3, §7).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { WireAlertGroupSchema } from './account-details.ts';
import { AccountNumber, WireText } from '../wire-values.ts';

export const saveAlerts = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();

/** Statement format values (spec 3 §3). */
export const WireStatementFormat = /*#__PURE__*/ (() =>
  v.picklist(['ElectronicOnly', 'PaperOnly']))();

export const setStatementFormat = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();

export const WireStatementSchema = /*#__PURE__*/ (() =>
  v.object({
    Date: v.string(),
    Id: v.union([v.string(), v.number()]),
    Number: WireText,
    Type: v.nullish(v.union([v.string(), v.number()])),
    /** 0, 1, 3, 4 seen (spec 3 §3). */
    Provider: v.nullish(v.number()),
  }))();

export const statementList = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.statementList',
    method: 'GET',
    path: 'accountEStatements/GetStatementList',
    request: v.object({
      AccountNumber: AccountNumber,
      Year: v.pipe(v.string(), v.regex(/^\d{4}$/)),
    }),
    response: envelope({ StatementList: v.nullish(v.array(WireStatementSchema)) }),
    errors: ['AccountNotAuthorized'],
  }))();

/**
 * Spec 3 §7 lists UserToken among this call's query values; the session token never goes in a
 * URL, so it travels in the UserToken header like every call's.
 */
export const amsiveStatementUrl = /*#__PURE__*/ (() =>
  endpoint({
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
    // The sandbox seeds a statement on the 1st of every month of the current year.
  }))();

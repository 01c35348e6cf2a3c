// The loan's transaction history and its CSV/PDF download token (spec 3 §3, §7).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  AccountNumber,
  QueryWholeNumber,
  TokenText,
  WireDate,
  WireMoney,
  WireText,
} from '../wire-values.ts';

export const WireHistoryRowSchema = /*#__PURE__*/ (() =>
  v.object({
    TransactionDate: WireDate,
    TransactionTime: WireText,
    TransactionDescription: WireText,
    PrincipalAmount: WireMoney,
    InterestAmount: WireMoney,
    OtherAmount: WireMoney,
    TotalPaymentAmount: WireMoney,
    RunningPrincipalBalance: WireMoney,
  }))();

export const accountHistory = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.accountHistory',
    method: 'GET',
    path: 'AccountHistory',
    request: v.object({
      accountNumber: AccountNumber,
      /** 30, 60, 90 or the days since the account opened ("all"). */
      days: QueryWholeNumber,
      downloadCSV: v.literal('false'),
    }),
    response: envelope({ List: v.nullish(v.array(WireHistoryRowSchema)) }),
    errors: ['AccountNotAuthorized', 'SecurityRestricted'],
  }))();

/** File types on the wire (spec 3 §3): Csv 0, Pdf 1. */
export const WireDownloadType = /*#__PURE__*/ (() => v.picklist([0, 1]))();

export const historyDownloadToken = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.historyDownloadToken',
    method: 'POST',
    path: 'AccountHistory/RetrieveDownloadToken',
    request: v.object({
      AccountNumber: AccountNumber,
      DaysOfHistory: v.pipe(v.number(), v.integer(), v.minValue(1)),
      DownloadType: WireDownloadType,
    }),
    response: TokenText,
    errors: ['AccountNotAuthorized', 'Invalid'],
  }))();

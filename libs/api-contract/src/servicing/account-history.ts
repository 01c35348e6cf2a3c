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

export const WireHistoryRowSchema = v.object({
  TransactionDate: WireDate,
  TransactionTime: WireText,
  TransactionDescription: WireText,
  PrincipalAmount: WireMoney,
  InterestAmount: WireMoney,
  OtherAmount: WireMoney,
  TotalPaymentAmount: WireMoney,
  RunningPrincipalBalance: WireMoney,
});

export const accountHistory = endpoint({
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
  spec: 'spec 3 §7',
  summary: 'The transactions of a loan over the last days.',
  example: { accountNumber: '00011002347', days: '30', downloadCSV: 'false' },
});

/** File types on the wire (spec 3 §3): Csv 0, Pdf 1. */
export const WireDownloadType = v.picklist([0, 1]);

export const historyDownloadToken = endpoint({
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
  spec: 'spec 3 §7',
  summary: 'A one-time token for GET AccountHistory/DownloadAccountHistory?token= (CSV or PDF).',
  example: { AccountNumber: '00011002347', DaysOfHistory: 30, DownloadType: 0 },
});

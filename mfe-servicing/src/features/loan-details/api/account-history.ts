// GET /api/AccountHistory and the download token flow (spec 3 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const money = v.nullish(v.number(), 0);

export const HistoryRowSchema = v.object({
  TransactionDate: v.nullish(v.string(), null),
  TransactionTime: v.nullish(v.string(), ''),
  TransactionDescription: v.nullish(v.string(), ''),
  PrincipalAmount: money,
  InterestAmount: money,
  OtherAmount: money,
  TotalPaymentAmount: money,
  RunningPrincipalBalance: money,
});

export type HistoryRow = v.InferOutput<typeof HistoryRowSchema>;

const HistoryResponseSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors: v.nullish(v.array(v.object({ ErrorMessage: v.string() })), []),
  List: v.nullish(v.array(HistoryRowSchema), []),
});

export type HistoryResponse = v.InferOutput<typeof HistoryResponseSchema>;

export async function fetchAccountHistory(
  api: KyInstance,
  accountNumber: string,
  days: number,
): Promise<HistoryResponse> {
  const body = await api
    .get('AccountHistory', { searchParams: { accountNumber, days, downloadCSV: false } })
    .json();
  return parseWire(HistoryResponseSchema, body, 'AccountHistory');
}

/** File types on the wire (spec 3 §3). */
export const DOWNLOAD_TYPES = { Csv: 0, Pdf: 1 } as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[keyof typeof DOWNLOAD_TYPES];

export async function retrieveHistoryDownloadToken(
  api: KyInstance,
  accountNumber: string,
  days: number,
  type: DownloadType,
): Promise<string> {
  const body = await api
    .post('AccountHistory/RetrieveDownloadToken', {
      json: { AccountNumber: accountNumber, DaysOfHistory: days, DownloadType: type },
    })
    .json();
  return parseWire(v.pipe(v.string(), v.minLength(1)), body, 'RetrieveDownloadToken');
}

/** Where the browser fetches the file with the token (opened in a new window). */
export const historyDownloadUrl = (token: string) =>
  `/api/AccountHistory/DownloadAccountHistory?token=${encodeURIComponent(token)}`;

// GET /api/AccountHistory and the download token flow (spec 3 §7).
import {
  accountHistory,
  historyDownloadToken,
} from '@portal/api-contract/servicing/account-history';
import { downloadAccountHistory } from '@portal/api-contract/servicing/documents-opened';
import { dollarsToCents, type Cents } from '@portal/money/cents';
import { documentUrl } from '../../../api/document-url';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface HistoryRow {
  /** ISO date, or null. */
  date: string | null;
  time: string;
  description: string;
  principal: Cents;
  interest: Cents;
  other: Cents;
  total: Cents;
  principalBalance: Cents;
}

const cents = (dollars: number | null | undefined): Cents => dollarsToCents(dollars ?? 0);

export async function fetchAccountHistory(
  api: KyInstance,
  accountNumber: string,
  days: number,
): Promise<ApiResult<HistoryRow[]>> {
  const answer = await call(api, accountHistory, {
    accountNumber,
    days: String(days),
    downloadCSV: 'false',
  });
  return mapResult(answer, (body) =>
    (body.List ?? []).map((row) => ({
      date: row.TransactionDate ?? null,
      time: row.TransactionTime ?? '',
      description: row.TransactionDescription ?? '',
      principal: cents(row.PrincipalAmount),
      interest: cents(row.InterestAmount),
      other: cents(row.OtherAmount),
      total: cents(row.TotalPaymentAmount),
      principalBalance: cents(row.RunningPrincipalBalance),
    })),
  );
}

/** File types on the wire (spec 3 §3). */
export const DOWNLOAD_TYPES = { Csv: 0, Pdf: 1 } as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[keyof typeof DOWNLOAD_TYPES];

export async function retrieveHistoryDownloadToken(
  api: KyInstance,
  accountNumber: string,
  days: number,
  type: DownloadType,
): Promise<ApiResult<string>> {
  return call(api, historyDownloadToken, {
    AccountNumber: accountNumber,
    DaysOfHistory: days,
    DownloadType: type,
  });
}

/** Where the browser fetches the file with the token (opened in a new window). */
export const historyDownloadUrl = (token: string) => documentUrl(downloadAccountHistory, { token });

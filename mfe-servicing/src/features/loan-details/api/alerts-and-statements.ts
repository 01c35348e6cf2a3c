// Alerts and e-statement calls of the loan page (spec 3 §7), and the links the browser opens for
// a statement with a passable token.
import {
  amsiveStatementUrl,
  saveAlerts as saveAlertsCall,
  setStatementFormat as setStatementFormatCall,
  statementList,
} from '@portal/api-contract/servicing/alerts-and-statements';
import { broadridgeDocument, viewStatement } from '@portal/api-contract/servicing/documents-opened';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { documentUrl } from '../../../api/document-url';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { AlertPreferences } from '../rules/alerts';
import { preferencesToWire } from './alert-preferences-wire';

const done = (answer: ApiResult<unknown>): ApiResult<void> => mapResult(answer, () => undefined);

export async function saveAlerts(
  api: KyInstance,
  accountNumber: string,
  preferences: AlertPreferences,
): Promise<ApiResult<void>> {
  return done(
    await call(api, saveAlertsCall, {
      AccountNumber: accountNumber,
      ...preferencesToWire(preferences),
    }),
  );
}

export type StatementFormat = 'ElectronicOnly' | 'PaperOnly';

export async function setStatementFormat(
  api: KyInstance,
  accountNumber: string,
  format: StatementFormat,
): Promise<ApiResult<void>> {
  return done(
    await call(api, setStatementFormatCall, {
      AccountNumber: accountNumber,
      AccountType: 0,
      Format: format,
    }),
  );
}

export interface Statement {
  /** ISO date of the statement. */
  date: string;
  id: string;
  accountNumber: string;
  type: string;
  /** Who renders it: 0, 1, 3, 4 seen (spec 3 §3). */
  provider: number;
}

export async function fetchStatementList(
  api: KyInstance,
  accountNumber: string,
  year: number,
): Promise<ApiResult<Statement[]>> {
  const answer = await call(api, statementList, {
    AccountNumber: accountNumber,
    Year: String(year),
  });
  return mapResult(answer, (body) =>
    (body.StatementList ?? []).map((statement) => ({
      date: statement.Date,
      id: String(statement.Id),
      accountNumber: statement.Number ?? '',
      type: String(statement.Type ?? ''),
      provider: statement.Provider ?? 0,
    })),
  );
}

/** Where the Amsive provider shows a statement; null when it has none. */
export async function fetchAmsiveStatementUrl(
  api: KyInstance,
  statement: Statement,
): Promise<ApiResult<string | null>> {
  const answer = await call(api, amsiveStatementUrl, {
    Date: statement.date,
    Number: statement.accountNumber,
    Type: statement.type,
    Id: statement.id,
  });
  return mapResult(answer, (body) => body.StatementUrl ?? null);
}

/** A Broadridge statement as a download (spec 3 §7 GetBroadridgeDocument). */
export const broadridgeDocumentUrl = (statement: Statement, token: string) =>
  documentUrl(broadridgeDocument, {
    token,
    documentId: statement.id,
    date: statement.date.slice(0, 10),
  });

/** A statement shown in a new window (spec 3 §7 ViewStatement). */
export const viewStatementUrl = (statement: Statement, token: string) =>
  documentUrl(viewStatement, {
    Date: statement.date,
    Number: statement.accountNumber,
    Start: '',
    End: '',
    Type: statement.type,
    Id: statement.id,
    token,
  });

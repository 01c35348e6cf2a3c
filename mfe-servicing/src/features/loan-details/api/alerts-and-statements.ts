// Alerts and e-statement calls of the loan page (spec 3 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const EnvelopeSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors: v.nullish(v.array(v.object({ ErrorMessage: v.string() })), []),
});

export type Envelope = v.InferOutput<typeof EnvelopeSchema>;

export interface AlertsPayload {
  TextAlerts: Record<string, boolean>;
  EmailAlerts: Record<string, boolean | number | null>;
}

export async function saveAlerts(api: KyInstance, accountNumber: string, alerts: AlertsPayload) {
  const body = await api
    .post('AccountAlerts', { json: { AccountNumber: accountNumber, ...alerts } })
    .json();
  return parseWire(EnvelopeSchema, body, 'AccountAlerts');
}

export type StatementFormat = 'ElectronicOnly' | 'PaperOnly';

export async function setStatementFormat(
  api: KyInstance,
  accountNumber: string,
  format: StatementFormat,
) {
  const body = await api
    .post('AccountEStatements/SetStatementFormat', {
      json: { AccountNumber: accountNumber, AccountType: 0, Format: format },
    })
    .json();
  return parseWire(EnvelopeSchema, body, 'SetStatementFormat');
}

const StatementSchema = v.object({
  Date: v.string(),
  Id: v.union([v.string(), v.number()]),
  Number: v.nullish(v.string(), ''),
  Type: v.nullish(v.union([v.string(), v.number()]), ''),
  Provider: v.nullish(v.number(), 0),
});

export type Statement = v.InferOutput<typeof StatementSchema>;

const StatementListSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors: v.nullish(v.array(v.object({ ErrorMessage: v.string() })), []),
  StatementList: v.nullish(v.array(StatementSchema), []),
});

export async function fetchStatementList(api: KyInstance, accountNumber: string, year: number) {
  const body = await api
    .get('accountEStatements/GetStatementList', {
      searchParams: { AccountNumber: accountNumber, Year: year },
    })
    .json();
  return parseWire(StatementListSchema, body, 'GetStatementList');
}

const AmsiveSchema = v.object({ StatementUrl: v.nullish(v.string(), null) });

/**
 * Spec 3 §7 lists UserToken among this call's query values; the session token never goes in a
 * URL (it ends up in logs and history), so it travels in the UserToken header like every call's.
 */
export async function fetchAmsiveStatementUrl(api: KyInstance, statement: Statement) {
  const body = await api
    .get('AccountEstatements/GetAmsiveStatementUrl', {
      searchParams: {
        Date: statement.Date,
        Number: statement.Number,
        Type: String(statement.Type),
        Id: String(statement.Id),
      },
    })
    .json();
  return parseWire(AmsiveSchema, body, 'GetAmsiveStatementUrl').StatementUrl;
}

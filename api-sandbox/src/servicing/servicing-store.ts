// Queries over the servicing tables (servicing-tables.ts). Values are always bound parameters.
import * as v from 'valibot';
import { mintPurposeToken, redeemPurposeToken, type TokenPurpose } from '../auth/purpose-tokens.ts';
import { execute, integer, readRow, readRows, type Database } from '../store/database.ts';

export const BranchRowSchema = v.object({
  number: v.string(),
  name: v.string(),
  street: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  phone: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});

export type BranchRow = v.InferOutput<typeof BranchRowSchema>;

export const listBranches = (db: Database): BranchRow[] =>
  readRows(db, BranchRowSchema, 'SELECT * FROM svc_branches ORDER BY number');

export const findBranch = (db: Database, number: string): BranchRow | undefined =>
  readRow(db, BranchRowSchema, 'SELECT * FROM svc_branches WHERE number = ?', number);

export const HistoryRowSchema = v.object({
  tx_date: v.string(),
  tx_time: v.string(),
  description: v.string(),
  principal: v.number(),
  interest: v.number(),
  other: v.number(),
  total: v.number(),
  running_balance: v.number(),
});

export type HistoryRow = v.InferOutput<typeof HistoryRowSchema>;

/** Newest first; `since` is a calendar date ("YYYY-MM-DDT00:00:00") or undefined for all. */
export function listHistory(db: Database, accountNumber: string, since?: string): HistoryRow[] {
  return since
    ? readRows(
        db,
        HistoryRowSchema,
        'SELECT * FROM svc_history WHERE account_number = ? AND tx_date >= ? ORDER BY tx_date DESC, id DESC',
        accountNumber,
        since,
      )
    : readRows(
        db,
        HistoryRowSchema,
        'SELECT * FROM svc_history WHERE account_number = ? ORDER BY tx_date DESC, id DESC',
        accountNumber,
      );
}

export const AddressRowSchema = v.object({
  address1: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
});

export type AddressRow = v.InferOutput<typeof AddressRowSchema>;

export const findAccountAddress = (db: Database, accountNumber: string): AddressRow | undefined =>
  readRow(
    db,
    AddressRowSchema,
    'SELECT address1, city, state, zip FROM svc_addresses WHERE account_number = ?',
    accountNumber,
  );

export function saveAccountAddress(db: Database, accountNumber: string, address: AddressRow): void {
  execute(
    db,
    `INSERT INTO svc_addresses (account_number, address1, city, state, zip) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(account_number) DO UPDATE SET address1 = excluded.address1, city = excluded.city,
       state = excluded.state, zip = excluded.zip`,
    accountNumber,
    address.address1,
    address.city,
    address.state,
    address.zip,
  );
}

export const hiddenAccountNumbers = (db: Database): Set<string> =>
  new Set(
    readRows(
      db,
      v.object({ account_number: v.string() }),
      'SELECT account_number FROM svc_hidden_accounts',
    ).map((row) => row.account_number),
  );

export const isHiddenFromWeb = (db: Database, accountNumber: string): boolean =>
  readRow(
    db,
    v.object({ account_number: v.string() }),
    'SELECT account_number FROM svc_hidden_accounts WHERE account_number = ?',
    accountNumber,
  ) !== undefined;

export function hideAccount(db: Database, accountNumber: string, at: string): void {
  execute(
    db,
    'INSERT OR IGNORE INTO svc_hidden_accounts (account_number, hidden_at) VALUES (?, ?)',
    accountNumber,
    at,
  );
}

export const findAlertsJson = (db: Database, accountNumber: string): string | undefined =>
  readRow(
    db,
    v.object({ alerts_json: v.string() }),
    'SELECT alerts_json FROM svc_alerts WHERE account_number = ?',
    accountNumber,
  )?.alerts_json;

export function saveAlertsJson(db: Database, accountNumber: string, json: string): void {
  execute(
    db,
    `INSERT INTO svc_alerts (account_number, alerts_json) VALUES (?, ?)
     ON CONFLICT(account_number) DO UPDATE SET alerts_json = excluded.alerts_json`,
    accountNumber,
    json,
  );
}

/** What a download or passable token stands for (its purpose-bound details). */
export interface DownloadTokenRow {
  user_id: number;
  account_number: string;
  days: number;
  download_type: number;
  effective_date: string;
}

type DownloadPurpose = Extract<TokenPurpose, 'history-download' | 'payoff-download' | 'passable'>;

/** Download and passable tokens come from the user-token service: single-use, short-lived,
 * bound to this purpose and to the session that asked for them (auth/purpose-tokens.ts). */
export function createDownloadToken(
  db: Database,
  purpose: DownloadPurpose,
  sessionToken: string,
  input: DownloadTokenRow,
  now: Date,
): string {
  const { user_id: userId, ...details } = input;
  return mintPurposeToken(db, { userId, sessionToken, purpose, details }, now);
}

/** Uses the token up; undefined when it is unknown, used, stale, of another purpose or its session ended. */
export function redeemDownloadToken(
  db: Database,
  token: string,
  purpose: DownloadPurpose,
  now: Date,
): DownloadTokenRow | undefined {
  const redeemed = redeemPurposeToken(db, token, purpose, now);
  if (!redeemed) return undefined;
  const { details } = redeemed;
  return {
    user_id: redeemed.userId,
    account_number: typeof details['account_number'] === 'string' ? details['account_number'] : '',
    days: typeof details['days'] === 'number' ? details['days'] : 0,
    download_type: typeof details['download_type'] === 'number' ? details['download_type'] : 0,
    effective_date: typeof details['effective_date'] === 'string' ? details['effective_date'] : '',
  };
}

export const StatementRowSchema = v.object({
  id: v.string(),
  account_number: v.string(),
  statement_date: v.string(),
  type: v.string(),
  provider: integer,
});

export type StatementRow = v.InferOutput<typeof StatementRowSchema>;

export const listStatements = (db: Database, accountNumber: string, year: number): StatementRow[] =>
  readRows(
    db,
    StatementRowSchema,
    'SELECT * FROM svc_statements WHERE account_number = ? AND substr(statement_date, 1, 4) = ? ORDER BY statement_date DESC',
    accountNumber,
    String(year).padStart(4, '0'),
  );

export const findStatement = (db: Database, id: string): StatementRow | undefined =>
  readRow(db, StatementRowSchema, 'SELECT * FROM svc_statements WHERE id = ?', id);

export function setStatementFormat(
  db: Database,
  accountNumber: string,
  format: 'ElectronicOnly' | 'PaperOnly',
  at: string,
): void {
  execute(
    db,
    'UPDATE accounts SET statement_preference = ? WHERE number = ?',
    format,
    accountNumber,
  );
  execute(
    db,
    'INSERT INTO svc_statement_consents (account_number, format, recorded_at) VALUES (?, ?, ?)',
    accountNumber,
    format,
    at,
  );
}

export const InsuranceRowSchema = v.object({
  type: v.string(),
  is_individual: integer,
  premium: v.number(),
  coverage: v.number(),
});

export type InsuranceRow = v.InferOutput<typeof InsuranceRowSchema>;

export const listInsurance = (db: Database, accountNumber: string): InsuranceRow[] =>
  readRows(
    db,
    InsuranceRowSchema,
    'SELECT type, is_individual, premium, coverage FROM svc_insurance WHERE account_number = ? ORDER BY id',
    accountNumber,
  );

export const ApplicationRowSchema = v.object({
  number: v.string(),
  user_id: integer,
  status: v.string(),
  amount_requested: v.number(),
  amount_approved: v.number(),
  last_modified: v.string(),
  office: v.string(),
  funds_expected: v.string(),
});

export type ApplicationRow = v.InferOutput<typeof ApplicationRowSchema>;

export const listApplications = (db: Database, userId: number, since: string): ApplicationRow[] =>
  readRows(
    db,
    ApplicationRowSchema,
    'SELECT * FROM svc_applications WHERE user_id = ? AND last_modified >= ? ORDER BY last_modified DESC',
    userId,
    since,
  );

export const findApplication = (
  db: Database,
  userId: number,
  number: string,
): ApplicationRow | undefined =>
  readRow(
    db,
    ApplicationRowSchema,
    'SELECT * FROM svc_applications WHERE user_id = ? AND number = ?',
    userId,
    number,
  );

export const DocumentRowSchema = v.object({
  id: integer,
  user_id: integer,
  doc_type: v.string(),
  number: v.string(),
  display_name: v.string(),
  display_format: v.string(),
  file_type_id: integer,
  uploaded_at: v.string(),
});

export type DocumentRow = v.InferOutput<typeof DocumentRowSchema>;

export const listDocuments = (
  db: Database,
  userId: number,
  docType: string,
  number: string,
): DocumentRow[] =>
  readRows(
    db,
    DocumentRowSchema,
    `SELECT id, user_id, doc_type, number, display_name, display_format, file_type_id, uploaded_at
     FROM svc_documents WHERE user_id = ? AND doc_type = ? AND number = ? ORDER BY uploaded_at DESC, id DESC`,
    userId,
    docType,
    number,
  );

export function insertDocument(
  db: Database,
  doc: Omit<DocumentRow, 'id'> & { content: Buffer },
): number {
  return execute(
    db,
    `INSERT INTO svc_documents (user_id, doc_type, number, display_name, display_format, file_type_id, content, uploaded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    doc.user_id,
    doc.doc_type,
    doc.number,
    doc.display_name,
    doc.display_format,
    doc.file_type_id,
    doc.content,
    doc.uploaded_at,
  ).lastId;
}

export const findDocumentContent = (
  db: Database,
  userId: number,
  id: number,
): (DocumentRow & { content: Uint8Array }) | undefined =>
  readRow(
    db,
    v.object({ ...DocumentRowSchema.entries, content: v.instance(Uint8Array) }),
    'SELECT * FROM svc_documents WHERE user_id = ? AND id = ?',
    userId,
    id,
  );

export const AchDraftRowSchema = v.object({
  id: v.string(),
  loan_account_number: v.string(),
  creation_date: v.string(),
});

export type AchDraftRow = v.InferOutput<typeof AchDraftRowSchema>;

export const listAchDrafts = (db: Database, userId: number): AchDraftRow[] =>
  readRows(
    db,
    AchDraftRowSchema,
    'SELECT id, loan_account_number, creation_date FROM svc_ach_drafts WHERE user_id = ? ORDER BY creation_date DESC',
    userId,
  );

export const findAchDraft = (db: Database, userId: number, id: string): AchDraftRow | undefined =>
  readRow(
    db,
    AchDraftRowSchema,
    'SELECT id, loan_account_number, creation_date FROM svc_ach_drafts WHERE user_id = ? AND id = ?',
    userId,
    id,
  );

export function recordMessage(
  db: Database,
  userId: number | null,
  kind: string,
  body: unknown,
  at: string,
): void {
  execute(
    db,
    'INSERT INTO svc_messages (user_id, kind, body_json, received_at) VALUES (?, ?, ?, ?)',
    userId,
    kind,
    JSON.stringify(body),
    at,
  );
}

export function recordContactChange(db: Database, userId: number, body: unknown, at: string) {
  execute(
    db,
    'INSERT INTO svc_contact_changes (user_id, body_json, received_at) VALUES (?, ?, ?)',
    userId,
    JSON.stringify(body),
    at,
  );
}

export const LoginEntryRowSchema = v.object({
  id: integer,
  logged_in_at: v.string(),
  ip: v.string(),
});

export type LoginEntryRow = v.InferOutput<typeof LoginEntryRowSchema>;

export const listLogins = (db: Database, userId: number): LoginEntryRow[] =>
  readRows(
    db,
    LoginEntryRowSchema,
    'SELECT id, logged_in_at, ip FROM login_history WHERE user_id = ? ORDER BY logged_in_at DESC, id DESC LIMIT 100',
    userId,
  );

// Queries over the servicing tables (store/areas/servicing.ts). Values are always bound parameters.
import { mintPurposeToken, redeemPurposeToken, type TokenPurpose } from '../auth/purpose-tokens.ts';
import { execute, queryAll, queryOne, type Database } from '../store/database.ts';

export interface BranchRow {
  number: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  latitude: number;
  longitude: number;
}

export const listBranches = (db: Database): BranchRow[] =>
  queryAll<BranchRow>(db, 'SELECT * FROM svc_branches ORDER BY number');

export const findBranch = (db: Database, number: string): BranchRow | undefined =>
  queryOne<BranchRow>(db, 'SELECT * FROM svc_branches WHERE number = ?', number);

export interface HistoryRow {
  tx_date: string;
  tx_time: string;
  description: string;
  principal: number;
  interest: number;
  other: number;
  total: number;
  running_balance: number;
}

/** Newest first; `since` is a calendar date ("YYYY-MM-DDT00:00:00") or undefined for all. */
export function listHistory(db: Database, accountNumber: string, since?: string): HistoryRow[] {
  return since
    ? queryAll<HistoryRow>(
        db,
        'SELECT * FROM svc_history WHERE account_number = ? AND tx_date >= ? ORDER BY tx_date DESC, id DESC',
        accountNumber,
        since,
      )
    : queryAll<HistoryRow>(
        db,
        'SELECT * FROM svc_history WHERE account_number = ? ORDER BY tx_date DESC, id DESC',
        accountNumber,
      );
}

export interface AddressRow {
  address1: string;
  city: string;
  state: string;
  zip: string;
}

export const findAccountAddress = (db: Database, accountNumber: string): AddressRow | undefined =>
  queryOne<AddressRow>(
    db,
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
    queryAll<{ account_number: string }>(db, 'SELECT account_number FROM svc_hidden_accounts').map(
      (row) => row.account_number,
    ),
  );

export const isHiddenFromWeb = (db: Database, accountNumber: string): boolean =>
  queryOne<{ account_number: string }>(
    db,
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
  queryOne<{ alerts_json: string }>(
    db,
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

export interface StatementRow {
  id: string;
  account_number: string;
  statement_date: string;
  type: string;
  provider: number;
}

export const listStatements = (db: Database, accountNumber: string, year: number): StatementRow[] =>
  queryAll<StatementRow>(
    db,
    'SELECT * FROM svc_statements WHERE account_number = ? AND substr(statement_date, 1, 4) = ? ORDER BY statement_date DESC',
    accountNumber,
    String(year).padStart(4, '0'),
  );

export const findStatement = (db: Database, id: string): StatementRow | undefined =>
  queryOne<StatementRow>(db, 'SELECT * FROM svc_statements WHERE id = ?', id);

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

export interface InsuranceRow {
  type: string;
  is_individual: number;
  premium: number;
  coverage: number;
}

export const listInsurance = (db: Database, accountNumber: string): InsuranceRow[] =>
  queryAll<InsuranceRow>(
    db,
    'SELECT type, is_individual, premium, coverage FROM svc_insurance WHERE account_number = ? ORDER BY id',
    accountNumber,
  );

export interface ApplicationRow {
  number: string;
  user_id: number;
  status: string;
  amount_requested: number;
  amount_approved: number;
  last_modified: string;
  office: string;
  funds_expected: string;
}

export const listApplications = (db: Database, userId: number, since: string): ApplicationRow[] =>
  queryAll<ApplicationRow>(
    db,
    'SELECT * FROM svc_applications WHERE user_id = ? AND last_modified >= ? ORDER BY last_modified DESC',
    userId,
    since,
  );

export const findApplication = (
  db: Database,
  userId: number,
  number: string,
): ApplicationRow | undefined =>
  queryOne<ApplicationRow>(
    db,
    'SELECT * FROM svc_applications WHERE user_id = ? AND number = ?',
    userId,
    number,
  );

export interface DocumentRow {
  id: number;
  user_id: number;
  doc_type: string;
  number: string;
  display_name: string;
  display_format: string;
  file_type_id: number;
  uploaded_at: string;
}

export const listDocuments = (
  db: Database,
  userId: number,
  docType: string,
  number: string,
): DocumentRow[] =>
  queryAll<DocumentRow>(
    db,
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
  queryOne<DocumentRow & { content: Uint8Array }>(
    db,
    'SELECT * FROM svc_documents WHERE user_id = ? AND id = ?',
    userId,
    id,
  );

export interface AchDraftRow {
  id: string;
  loan_account_number: string;
  creation_date: string;
}

export const listAchDrafts = (db: Database, userId: number): AchDraftRow[] =>
  queryAll<AchDraftRow>(
    db,
    'SELECT id, loan_account_number, creation_date FROM svc_ach_drafts WHERE user_id = ? ORDER BY creation_date DESC',
    userId,
  );

export const findAchDraft = (db: Database, userId: number, id: string): AchDraftRow | undefined =>
  queryOne<AchDraftRow>(
    db,
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

export interface LoginEntryRow {
  id: number;
  logged_in_at: string;
  ip: string;
}

export const listLogins = (db: Database, userId: number): LoginEntryRow[] =>
  queryAll<LoginEntryRow>(
    db,
    'SELECT id, logged_in_at, ip FROM login_history WHERE user_id = ? ORDER BY logged_in_at DESC, id DESC LIMIT 100',
    userId,
  );

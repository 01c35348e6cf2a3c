// Queries of the payments calls. Every value is a bound parameter.
import { randomBytes } from 'node:crypto';
import { execute, queryAll, queryOne, type Database } from '../store/database.ts';
import { profileIdFor } from './payments-tables.ts';

export interface SavedMethod {
  id: number;
  user_id: number;
  is_card: number;
  last_four: string;
  nickname: string;
  is_default: number;
  profile_id: string;
  account_type: string | null;
  routing_number: string | null;
  owner_name: string | null;
  card_type: string | null;
  expiration: string | null;
  debit_credit: string | null;
  single_use: number;
}

const METHOD_COLUMNS = `m.id, m.user_id, m.is_card, m.last_four, m.nickname, m.is_default, d.profile_id,
  d.account_type, d.routing_number, d.owner_name, d.card_type, d.expiration, d.debit_credit, d.single_use`;

export function listSavedMethods(db: Database, userId: number): SavedMethod[] {
  return queryAll<SavedMethod>(
    db,
    `SELECT ${METHOD_COLUMNS} FROM payment_methods m JOIN payments_method_details d ON d.method_id = m.id
      WHERE m.user_id = ? AND d.single_use = 0 ORDER BY m.id`,
    userId,
  );
}

export function findMethodByProfile(
  db: Database,
  userId: number,
  profileId: string,
): SavedMethod | undefined {
  return queryOne<SavedMethod>(
    db,
    `SELECT ${METHOD_COLUMNS} FROM payment_methods m JOIN payments_method_details d ON d.method_id = m.id
      WHERE m.user_id = ? AND d.profile_id = ?`,
    userId,
    profileId,
  );
}

export interface NewMethod {
  isCard: boolean;
  lastFour: string;
  nickname: string;
  accountType: string | null;
  routingNumber: string | null;
  ownerName: string | null;
  cardType: string | null;
  expiration: string | null;
  debitCredit: string | null;
  singleUse: boolean;
}

export function insertMethod(db: Database, userId: number, method: NewMethod): SavedMethod {
  const { lastId } = execute(
    db,
    'INSERT INTO payment_methods (user_id, is_card, last_four, nickname, is_default) VALUES (?, ?, ?, ?, 0)',
    userId,
    method.isCard ? 1 : 0,
    method.lastFour,
    method.nickname,
  );
  execute(
    db,
    `INSERT INTO payments_method_details (method_id, profile_id, account_type, routing_number, owner_name,
       card_type, expiration, debit_credit, single_use) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    lastId,
    profileIdFor(lastId),
    method.accountType,
    method.routingNumber,
    method.ownerName,
    method.cardType,
    method.expiration,
    method.debitCredit,
    method.singleUse ? 1 : 0,
  );
  const saved = findMethodByProfile(db, userId, profileIdFor(lastId));
  if (!saved) throw new Error('inserted payment method vanished');
  return saved;
}

/** Removes a method and the scheduled and recurring payments set up with it. */
export function deleteMethod(db: Database, methodId: number): void {
  execute(db, 'DELETE FROM scheduled_payments WHERE payment_method_id = ?', methodId);
  execute(
    db,
    'DELETE FROM payments_recurring_details WHERE recurring_id IN (SELECT id FROM recurring_payments WHERE payment_method_id = ?)',
    methodId,
  );
  execute(db, 'DELETE FROM recurring_payments WHERE payment_method_id = ?', methodId);
  execute(db, 'DELETE FROM payments_method_details WHERE method_id = ?', methodId);
  execute(db, 'DELETE FROM payment_methods WHERE id = ?', methodId);
}

export function setDefaultMethod(db: Database, userId: number, methodId: number | null): void {
  execute(db, 'UPDATE payment_methods SET is_default = 0 WHERE user_id = ?', userId);
  if (methodId !== null)
    execute(
      db,
      'UPDATE payment_methods SET is_default = 1 WHERE id = ? AND user_id = ?',
      methodId,
      userId,
    );
}

export interface AccountFlags {
  block_ach: number;
  block_card: number;
  allow_cards: number;
  restriction_code: string;
  info_error: string;
  mail_preference: number;
  block_immediate_ach_after_cutoff: number;
}

const DEFAULT_FLAGS: AccountFlags = {
  block_ach: 0,
  block_card: 0,
  allow_cards: 1,
  restriction_code: '',
  info_error: '',
  mail_preference: 0,
  block_immediate_ach_after_cutoff: 0,
};

export function accountFlags(db: Database, accountNumber: string): AccountFlags {
  return (
    queryOne<AccountFlags>(
      db,
      `SELECT block_ach, block_card, allow_cards, restriction_code, info_error, mail_preference,
              block_immediate_ach_after_cutoff FROM payments_account_flags WHERE account_number = ?`,
      accountNumber,
    ) ?? DEFAULT_FLAGS
  );
}

export function saveAccountFlags(db: Database, accountNumber: string, flags: AccountFlags): void {
  execute(
    db,
    `INSERT OR REPLACE INTO payments_account_flags (account_number, block_ach, block_card, allow_cards,
       restriction_code, info_error, mail_preference, block_immediate_ach_after_cutoff)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    accountNumber,
    flags.block_ach,
    flags.block_card,
    flags.allow_cards,
    flags.restriction_code,
    flags.info_error,
    flags.mail_preference,
    flags.block_immediate_ach_after_cutoff,
  );
}

export interface ScheduledRow {
  id: number;
  account_number: string;
  payment_date: string;
  amount: number;
  confirmation_number: string;
  is_card: number;
  last_four: string;
}

export function scheduledOf(db: Database, accountNumber: string): ScheduledRow[] {
  return queryAll<ScheduledRow>(
    db,
    `SELECT s.id, s.account_number, s.payment_date, s.amount, s.confirmation_number, m.is_card, m.last_four
       FROM scheduled_payments s JOIN payment_methods m ON m.id = s.payment_method_id
      WHERE s.account_number = ? ORDER BY s.payment_date, s.id`,
    accountNumber,
  );
}

export interface RecurringRow {
  id: number;
  account_number: string;
  amount: number;
  next_payment_date: string;
  is_card: number;
  last_four: string;
  recurring_option: string | null;
  days_before_due: number | null;
  additional_principal: number | null;
}

export function recurringOf(db: Database, accountNumber: string): RecurringRow | undefined {
  return queryOne<RecurringRow>(
    db,
    `SELECT r.id, r.account_number, r.amount, r.next_payment_date, m.is_card, m.last_four,
            d.recurring_option, d.days_before_due, d.additional_principal
       FROM recurring_payments r JOIN payment_methods m ON m.id = r.payment_method_id
       LEFT JOIN payments_recurring_details d ON d.recurring_id = r.id
      WHERE r.account_number = ? ORDER BY r.id LIMIT 1`,
    accountNumber,
  );
}

/** Opaque handles for scheduled and recurring payments ("encrypted" on the real back end). */
export const encryptHandle = (kind: 'S' | 'R', id: number): string =>
  Buffer.from(`${kind}:${id}`).toString('base64url');

export function decryptHandle(kind: 'S' | 'R', handle: string): number | null {
  const text = Buffer.from(handle, 'base64url').toString('utf8');
  const match = /^([SR]):(\d{1,12})$/.exec(text);
  if (!match || match[1] !== kind) return null;
  return Number(match[2]);
}

export const newReferenceNumber = (prefix: string): string =>
  `${prefix}${String(parseInt(randomBytes(4).toString('hex'), 16) % 100000000).padStart(8, '0')}`;

export const newPassableToken = (): string => randomBytes(20).toString('hex');

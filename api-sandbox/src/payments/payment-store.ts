// Queries of the payments calls. Every value is a bound parameter.
import * as v from 'valibot';
import { randomBytes } from 'node:crypto';
import { execute, integer, readRow, readRows, type Database } from '../store/database.ts';
import { profileIdFor } from './payments-tables.ts';

export const SavedMethodSchema = v.object({
  id: integer,
  user_id: integer,
  is_card: integer,
  last_four: v.string(),
  nickname: v.string(),
  is_default: integer,
  profile_id: v.string(),
  account_type: v.nullable(v.string()),
  routing_number: v.nullable(v.string()),
  owner_name: v.nullable(v.string()),
  card_type: v.nullable(v.string()),
  expiration: v.nullable(v.string()),
  debit_credit: v.nullable(v.string()),
  single_use: integer,
});

export type SavedMethod = v.InferOutput<typeof SavedMethodSchema>;

const METHOD_COLUMNS = `m.id, m.user_id, m.is_card, m.last_four, m.nickname, m.is_default, d.profile_id,
  d.account_type, d.routing_number, d.owner_name, d.card_type, d.expiration, d.debit_credit, d.single_use`;

export function listSavedMethods(db: Database, userId: number): SavedMethod[] {
  return readRows(
    db,
    SavedMethodSchema,
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
  return readRow(
    db,
    SavedMethodSchema,
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

export const AccountFlagsSchema = v.object({
  block_ach: integer,
  block_card: integer,
  allow_cards: integer,
  restriction_code: v.string(),
  info_error: v.string(),
  mail_preference: integer,
  block_immediate_ach_after_cutoff: integer,
});

export type AccountFlags = v.InferOutput<typeof AccountFlagsSchema>;

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
    readRow(
      db,
      AccountFlagsSchema,
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

export const ScheduledRowSchema = v.object({
  id: integer,
  account_number: v.string(),
  payment_date: v.string(),
  amount: v.number(),
  confirmation_number: v.string(),
  is_card: integer,
  last_four: v.string(),
});

export type ScheduledRow = v.InferOutput<typeof ScheduledRowSchema>;

export function scheduledOf(db: Database, accountNumber: string): ScheduledRow[] {
  return readRows(
    db,
    ScheduledRowSchema,
    `SELECT s.id, s.account_number, s.payment_date, s.amount, s.confirmation_number, m.is_card, m.last_four
       FROM scheduled_payments s JOIN payment_methods m ON m.id = s.payment_method_id
      WHERE s.account_number = ? ORDER BY s.payment_date, s.id`,
    accountNumber,
  );
}

export const RecurringRowSchema = v.object({
  id: integer,
  account_number: v.string(),
  amount: v.number(),
  next_payment_date: v.string(),
  is_card: integer,
  last_four: v.string(),
  recurring_option: v.nullable(v.string()),
  days_before_due: v.nullable(integer),
  additional_principal: v.number(),
});

export type RecurringRow = v.InferOutput<typeof RecurringRowSchema>;

export function recurringOf(db: Database, accountNumber: string): RecurringRow | undefined {
  return readRow(
    db,
    RecurringRowSchema,
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

// Queries of the profile tables. Every value is a bound parameter.
import * as v from 'valibot';
import { execute, integer, readRow, readRows, toFlag, type Database } from '../store/database.ts';
import { ALERT_FLAGS, EMAIL_ONLY_FLAGS } from './profile-rules.ts';

export const PhoneRowSchema = v.object({
  position: integer,
  phone_number: v.string(),
  is_primary: integer,
  opt_in_to_texting: integer,
});

export type PhoneRow = v.InferOutput<typeof PhoneRowSchema>;

export interface StoredPhone {
  phoneNumber: string;
  primary: boolean;
  optInToTexting: boolean;
}

export function listPhones(db: Database, userId: number): PhoneRow[] {
  return readRows(
    db,
    PhoneRowSchema,
    'SELECT position, phone_number, is_primary, opt_in_to_texting FROM profile_phones WHERE user_id = ? ORDER BY position',
    userId,
  );
}

export function replacePhones(db: Database, userId: number, phones: readonly StoredPhone[]): void {
  execute(db, 'DELETE FROM profile_phones WHERE user_id = ?', userId);
  phones.forEach((phone, index) =>
    execute(
      db,
      'INSERT INTO profile_phones (user_id, position, phone_number, is_primary, opt_in_to_texting) VALUES (?, ?, ?, ?, ?)',
      userId,
      index + 1,
      phone.phoneNumber,
      toFlag(phone.primary),
      toFlag(phone.optInToTexting),
    ),
  );
}

export function updateAddress(
  db: Database,
  userId: number,
  address: { address1: string; city: string; state: string; zipCode: string },
): void {
  execute(
    db,
    'UPDATE users SET address1 = ?, city = ?, state = ?, zip_code = ? WHERE id = ?',
    address.address1,
    address.city,
    address.state,
    address.zipCode,
    userId,
  );
}

export type AlertFlags = Record<string, boolean>;

export interface Alerts {
  sequenceNumber: number;
  turnOffAllAlerts: boolean;
  email: AlertFlags;
  text: AlertFlags;
}

const allOff = (keys: readonly string[]): AlertFlags =>
  Object.fromEntries(keys.map((key) => [key, false]));

export const emptyEmailAlerts = () => allOff([...ALERT_FLAGS, ...EMAIL_ONLY_FLAGS]);
export const emptyTextAlerts = () => allOff(ALERT_FLAGS);

function parseFlags(json: string, keys: readonly string[]): AlertFlags {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = {};
  }
  const source = typeof parsed === 'object' && parsed !== null ? parsed : {};
  return Object.fromEntries(
    keys.map((key) => [key, (source as Record<string, unknown>)[key] === true]),
  );
}

export function readAlerts(db: Database, userId: number): Alerts {
  const row = readRow(
    db,
    v.object({
      sequence_number: integer,
      turn_off_all: integer,
      email_json: v.string(),
      text_json: v.string(),
    }),
    'SELECT * FROM profile_alerts WHERE user_id = ?',
    userId,
  );
  if (!row)
    return {
      sequenceNumber: 0,
      turnOffAllAlerts: false,
      email: emptyEmailAlerts(),
      text: emptyTextAlerts(),
    };
  return {
    sequenceNumber: row.sequence_number,
    turnOffAllAlerts: row.turn_off_all === 1,
    email: parseFlags(row.email_json, [...ALERT_FLAGS, ...EMAIL_ONLY_FLAGS]),
    text: parseFlags(row.text_json, ALERT_FLAGS),
  };
}

export function writeAlerts(db: Database, userId: number, alerts: Alerts): void {
  execute(
    db,
    `INSERT INTO profile_alerts (user_id, sequence_number, turn_off_all, email_json, text_json) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET sequence_number = excluded.sequence_number,
       turn_off_all = excluded.turn_off_all, email_json = excluded.email_json, text_json = excluded.text_json`,
    userId,
    alerts.sequenceNumber,
    toFlag(alerts.turnOffAllAlerts),
    JSON.stringify(alerts.email),
    JSON.stringify(alerts.text),
  );
}

export function readSecret(db: Database, userId: number): { question: string; answer: string } {
  return (
    readRow(
      db,
      v.object({ question: v.string(), answer: v.string() }),
      'SELECT question, answer FROM profile_secrets WHERE user_id = ?',
      userId,
    ) ?? { question: '', answer: '' }
  );
}

export function writeSecret(db: Database, userId: number, question: string, answer: string): void {
  execute(
    db,
    `INSERT INTO profile_secrets (user_id, question, answer) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET question = excluded.question, answer = excluded.answer`,
    userId,
    question,
    answer,
  );
}

export interface Subscription {
  brandingId: number;
  optInMarketing: boolean;
  optInAccount: boolean;
}

export function readSubscription(
  db: Database,
  userId: number,
  phone: string,
  brandingId: number,
): Subscription {
  const row = readRow(
    db,
    v.object({ opt_in_marketing: integer, opt_in_account: integer }),
    'SELECT opt_in_marketing, opt_in_account FROM texting_subscriptions WHERE user_id = ? AND phone_number = ? AND branding_id = ?',
    userId,
    phone,
    brandingId,
  );
  return {
    brandingId,
    optInMarketing: row?.opt_in_marketing === 1,
    optInAccount: row?.opt_in_account === 1,
  };
}

export function writeSubscription(
  db: Database,
  userId: number,
  phone: string,
  subscription: Subscription,
): void {
  execute(
    db,
    `INSERT INTO texting_subscriptions (user_id, phone_number, branding_id, opt_in_marketing, opt_in_account) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(user_id, phone_number, branding_id) DO UPDATE SET
       opt_in_marketing = excluded.opt_in_marketing, opt_in_account = excluded.opt_in_account`,
    userId,
    phone,
    subscription.brandingId,
    toFlag(subscription.optInMarketing),
    toFlag(subscription.optInAccount),
  );
}

export function recordTextingAgreement(db: Database, userId: number, at: string): void {
  execute(db, 'INSERT INTO texting_agreements (user_id, agreed_at) VALUES (?, ?)', userId, at);
}

export function countTextingAgreements(db: Database, userId: number): number {
  return (
    readRow(
      db,
      v.object({ n: integer }),
      'SELECT COUNT(*) AS n FROM texting_agreements WHERE user_id = ?',
      userId,
    )?.n ?? 0
  );
}

import * as v from 'valibot';
import { integer, readRow, readRows, type Database } from '../store/database.ts';

export const PaymentMethodRowSchema = v.object({
  id: integer,
  is_card: integer,
  last_four: v.string(),
  nickname: v.string(),
});

export type PaymentMethodRow = v.InferOutput<typeof PaymentMethodRowSchema>;

export const RecurringPaymentRowSchema = v.object({
  id: integer,
  amount: v.number(),
  frequency: v.string(),
  next_payment_date: v.string(),
  is_card: integer,
  last_four: v.string(),
});

export type RecurringPaymentRow = v.InferOutput<typeof RecurringPaymentRowSchema>;

export const ScheduledPaymentRowSchema = v.object({
  id: integer,
  payment_date: v.string(),
  amount: v.number(),
  status: v.string(),
  confirmation_number: v.string(),
  is_card: integer,
  last_four: v.string(),
});

export type ScheduledPaymentRow = v.InferOutput<typeof ScheduledPaymentRowSchema>;

export function findDefaultPaymentMethod(
  db: Database,
  userId: number,
): PaymentMethodRow | undefined {
  return readRow(
    db,
    PaymentMethodRowSchema,
    'SELECT id, is_card, last_four, nickname FROM payment_methods WHERE user_id = ? AND is_default = 1 LIMIT 1',
    userId,
  );
}

export function findRecurringPayment(
  db: Database,
  accountNumber: string,
): RecurringPaymentRow | undefined {
  return readRow(
    db,
    RecurringPaymentRowSchema,
    `SELECT r.id, r.amount, r.frequency, r.next_payment_date, m.is_card, m.last_four
       FROM recurring_payments r JOIN payment_methods m ON m.id = r.payment_method_id
      WHERE r.account_number = ? LIMIT 1`,
    accountNumber,
  );
}

export function listScheduledPayments(db: Database, accountNumber: string): ScheduledPaymentRow[] {
  return readRows(
    db,
    ScheduledPaymentRowSchema,
    `SELECT s.id, s.payment_date, s.amount, s.status, s.confirmation_number, m.is_card, m.last_four
       FROM scheduled_payments s JOIN payment_methods m ON m.id = s.payment_method_id
      WHERE s.account_number = ? ORDER BY s.payment_date, s.id`,
    accountNumber,
  );
}

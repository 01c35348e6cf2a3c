import { queryAll, queryOne, type Database } from '../store/database.ts';

export interface PaymentMethodRow {
  id: number;
  is_card: number;
  last_four: string;
  nickname: string;
}

export interface RecurringPaymentRow {
  id: number;
  amount: number;
  frequency: string;
  next_payment_date: string;
  is_card: number;
  last_four: string;
}

export interface ScheduledPaymentRow {
  id: number;
  payment_date: string;
  amount: number;
  status: string;
  confirmation_number: string;
  is_card: number;
  last_four: string;
}

export function findDefaultPaymentMethod(
  db: Database,
  userId: number,
): PaymentMethodRow | undefined {
  return queryOne<PaymentMethodRow>(
    db,
    'SELECT id, is_card, last_four, nickname FROM payment_methods WHERE user_id = ? AND is_default = 1 LIMIT 1',
    userId,
  );
}

export function findRecurringPayment(
  db: Database,
  accountNumber: string,
): RecurringPaymentRow | undefined {
  return queryOne<RecurringPaymentRow>(
    db,
    `SELECT r.id, r.amount, r.frequency, r.next_payment_date, m.is_card, m.last_four
       FROM recurring_payments r JOIN payment_methods m ON m.id = r.payment_method_id
      WHERE r.account_number = ? LIMIT 1`,
    accountNumber,
  );
}

export function listScheduledPayments(db: Database, accountNumber: string): ScheduledPaymentRow[] {
  return queryAll<ScheduledPaymentRow>(
    db,
    `SELECT s.id, s.payment_date, s.amount, s.status, s.confirmation_number, m.is_card, m.last_four
       FROM scheduled_payments s JOIN payment_methods m ON m.id = s.payment_method_id
      WHERE s.account_number = ? ORDER BY s.payment_date, s.id`,
    accountNumber,
  );
}

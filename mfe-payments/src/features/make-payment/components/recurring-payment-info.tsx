// The recurring payment panel (spec 2 §2 Recurring payment info) with its delete rules (§6, §8).
import { getDialogs, getPortal } from '@portal/shared-contracts';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { deletePayment } from '../api/delete-payment';
import type { RecurringPayment } from '../api/payment-info';
import { formatMoney } from '../rules/money';

export const RECURRING_MESSAGES = {
  confirm: 'Are you sure you want to delete your recurring payment?',
  failed: 'An error occurred while attempting to cancel your recurring payment.',
  blocked: 'Cannot delete recurring payment.',
} as const;

const SCHEDULES: Record<string, string> = {
  DayOfMonth: 'Monthly on day',
  SemiMonthly: 'Twice a month from',
  BiWeekly: 'Every two weeks from',
  Weekly: 'Weekly from',
};

export function recurringSchedule(payment: RecurringPayment): string {
  if (payment.RecurringOption === 'DaysBeforeDue') {
    return payment.NumberOfDays === 0
      ? 'On the due date'
      : `${payment.NumberOfDays} days before the due date`;
  }
  const date = DateTime.fromISO(payment.Date.slice(0, 10));
  if (payment.RecurringOption === 'DayOfMonth' && date.isValid) return `Monthly on day ${date.day}`;
  const prefix = SCHEDULES[payment.RecurringOption] ?? payment.RecurringOption;
  return date.isValid ? `${prefix} ${date.toFormat('MM/dd/yyyy')}` : prefix;
}

export interface RecurringPaymentInfoProps {
  payment: RecurringPayment;
  accountNumber: string;
  allowDelete: boolean;
  onDeleted(): void;
}

export function RecurringPaymentInfo({
  payment,
  accountNumber,
  allowDelete,
  onDeleted,
}: RecurringPaymentInfoProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canDelete = payment.CanDelete && allowDelete;

  const remove = async () => {
    if (!canDelete) return setError(RECURRING_MESSAGES.blocked);
    const confirmed = await getDialogs().confirm({
      title: 'Delete Recurring Payment',
      text: RECURRING_MESSAGES.confirm,
      confirmLabel: 'Delete',
      cancelLabel: 'No',
    });
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      await deletePayment(getPortal().api, {
        group: 'PaymentRecurring',
        isCard: payment.IsCard,
        encryptedString: payment.EncryptedData,
        loanAccountNumber: accountNumber,
        token: null,
      });
      onDeleted();
    } catch {
      setError(RECURRING_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="payments-step card" aria-labelledby="recurring-heading">
      <h2 id="recurring-heading">Recurring Payment</h2>
      <dl>
        <dt>Schedule</dt>
        <dd>{recurringSchedule(payment)}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(payment.TotalAmount)}</dd>
        {!payment.IsCard && (
          <>
            <dt>Additional Principal Amount</dt>
            <dd>{formatMoney(payment.AdditionalPrincipalAmount)}</dd>
          </>
        )}
        <dt>{payment.IsCard ? 'Card' : 'Pay From'}</dt>
        <dd>
          {payment.IsCard ? 'Card' : 'Account'} ending with x{payment.PaymentAccountNum}
        </dd>
      </dl>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => void remove()}
      >
        Delete Recurring Payment
      </button>
      {busy && <p role="status">Deleting…</p>}
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </section>
  );
}

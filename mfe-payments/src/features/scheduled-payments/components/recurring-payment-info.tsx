// The recurring payment panel (spec 2 §2 Recurring payment info) in its card box or table variant
// (rules/recurring-panel), with its delete rules (§6, §8): confirm (No / Delete), spinner, the
// blocked message and the error line.
import { getDialogs, getMobileBridge, getPortal } from '@portal/shared-contracts';
import { useState } from 'react';
import { deletePayment } from '../api/delete-payment';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import type { RecurringPaymentInfoProps } from '../../../lib/payment-sections';
import { formatMoney } from '@portal/money/cents';
import { RECURRING_MESSAGES } from '../rules/recurring-messages';
import {
  canDeleteRecurring,
  RECURRING_TABLE_MIN_WIDTH_PX,
  recurringPanelVariant,
  recurringSchedule,
} from '../rules/recurring-panel';
import { cx, ui } from '@portal/ui/class-names';
import Trash2 from 'lucide-react/icons/trash-2';

export function RecurringPaymentInfo({
  payment,
  accountNumber,
  allowDelete,
  onDeleted,
}: RecurringPaymentInfoProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const narrow = useNarrowScreen(RECURRING_TABLE_MIN_WIDTH_PX);
  const variant = recurringPanelVariant(getMobileBridge() !== null, narrow);
  const canDelete = canDeleteRecurring(payment.canDelete, allowDelete);

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
      const result = await deletePayment(getPortal().api, {
        schedule: 'recurring',
        isCard: payment.isCard,
        handle: payment.encryptedData,
        accountNumber,
        token: null,
      });
      if (result.kind !== 'ok') return setError(RECURRING_MESSAGES.failed);
      onDeleted();
    } finally {
      setBusy(false);
    }
  };

  const schedule = recurringSchedule(payment);
  const paidFrom = `${payment.isCard ? 'Card' : 'Account'} ending with x${payment.paidFrom}`;
  const fromLabel = payment.isCard ? 'Card' : 'Pay From';
  const deleteButton = (label: string) => (
    <button
      type="button"
      className={cx(ui.button, variant === 'table' ? ui.buttonQuiet : ui.buttonDestructive)}
      disabled={busy}
      aria-label={variant === 'table' ? 'Delete Recurring Payment' : undefined}
      onClick={() => void remove()}
    >
      <Trash2 aria-hidden="true" size={18} />
      {label}
    </button>
  );

  return (
    <section
      className={cx('payments-step', variant === 'card' && ui.card)}
      aria-labelledby="recurring-heading"
    >
      <h2 id="recurring-heading">Recurring Payment</h2>
      {variant === 'table' ? (
        <table className="payments-table" aria-labelledby="recurring-heading">
          <thead>
            <tr>
              <th scope="col">Schedule</th>
              <th scope="col">Amount</th>
              {!payment.isCard && <th scope="col">Additional Principal Amount</th>}
              <th scope="col">{fromLabel}</th>
              <th scope="col">Delete</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Schedule">{schedule}</td>
              <td className="payments-figure" data-label="Amount">
                {formatMoney(payment.totalAmount)}
              </td>
              {!payment.isCard && (
                <td className="payments-figure" data-label="Additional Principal Amount">
                  {formatMoney(payment.additionalPrincipal)}
                </td>
              )}
              <td data-label={fromLabel}>{paidFrom}</td>
              <td data-label="Delete">{deleteButton('Delete')}</td>
            </tr>
          </tbody>
        </table>
      ) : (
        <>
          <dl>
            <dt>Schedule</dt>
            <dd>{schedule}</dd>
            <dt>Amount</dt>
            <dd>{formatMoney(payment.totalAmount)}</dd>
            {!payment.isCard && (
              <>
                <dt>Additional Principal Amount</dt>
                <dd>{formatMoney(payment.additionalPrincipal)}</dd>
              </>
            )}
            <dt>{fromLabel}</dt>
            <dd>{paidFrom}</dd>
          </dl>
          {deleteButton('Delete Recurring Payment')}
        </>
      )}
      {busy && <p role="status">Deleting…</p>}
      {error && (
        <p role="alert" className={ui.fieldError}>
          {error}
        </p>
      )}
    </section>
  );
}

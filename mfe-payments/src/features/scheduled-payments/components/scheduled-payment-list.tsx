// The scheduled payment list (spec 2 §2) with its delete rules (spec 2 §6) and messages (§8).
import { getDialogs, getPortal } from '@portal/shared-contracts';
import { useState } from 'react';
import { deletePayment } from '../api/delete-payment';
import type { ScheduledPayment } from '../../../api/payment-info';
import { formatMoney } from '@portal/money/cents';
import type { ScheduledPaymentListProps } from '../../../lib/payment-sections';
import { formatWireDay } from '@portal/display/wire-day';
import { cx, ui } from '@portal/ui/class-names';
import Trash2 from 'lucide-react/icons/trash-2';

const SCHEDULED_MESSAGES = {
  confirm: 'Are you sure you want to delete this scheduled payment?',
  failed: 'There was an error deleting your payment.',
  blocked: 'Cannot delete scheduled payment',
  deleted: 'Your scheduled payment was deleted.',
} as const;

const day = (wire: string) => formatWireDay(wire);

export function ScheduledPaymentList({
  payments,
  accountNumber,
  allowDelete,
  rescheduleText,
  onDeleted,
}: ScheduledPaymentListProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [token, setToken] = useState<string | null>(null);
  if (payments.length === 0) return null;
  // The delete column needs the setting and at least one deletable item; each row its own permission.
  const deleteColumn = allowDelete && payments.some((payment) => payment.canDelete);

  const remove = async (payment: ScheduledPayment) => {
    const confirmed = await getDialogs().confirm({
      title: 'Delete Scheduled Payment',
      text: SCHEDULED_MESSAGES.confirm,
      confirmLabel: 'Delete',
      cancelLabel: 'No',
    });
    if (!confirmed) return;
    setBusy(true);
    setMessage(null);
    try {
      const result = await deletePayment(getPortal().api, {
        schedule: 'scheduled',
        isCard: payment.isCard,
        handle: payment.encryptedString,
        accountNumber,
        token,
      });
      if (result.kind !== 'ok') return setMessage({ text: SCHEDULED_MESSAGES.failed, error: true });
      setToken(result.value);
      setMessage({ text: SCHEDULED_MESSAGES.deleted, error: false });
      onDeleted();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="payments-step" aria-labelledby="scheduled-heading">
      <h2 id="scheduled-heading">Scheduled Payments</h2>
      <p className="payments-note">{rescheduleText}</p>
      <table className="payments-table" aria-labelledby="scheduled-heading">
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Account/Card</th>
            <th scope="col">Payment Day</th>
            <th scope="col">Amount</th>
            {deleteColumn && <th scope="col">Delete</th>}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.encryptedString}>
              <td data-label="Type">{payment.isCard ? 'Card' : 'Account'}</td>
              <td data-label="Account/Card">x{payment.lastFour}</td>
              <td className="payments-figure" data-label="Payment Day">
                {day(payment.paymentDate)}
              </td>
              <td className="payments-figure" data-label="Amount">
                {formatMoney(payment.amount)}
              </td>
              {deleteColumn && (
                <td data-label="Delete">
                  {payment.canDelete ? (
                    <button
                      type="button"
                      className={cx(ui.button, ui.buttonQuiet)}
                      disabled={busy}
                      aria-label={`Delete scheduled payment of ${formatMoney(payment.amount)} on ${day(payment.paymentDate)}`}
                      onClick={() => void remove(payment)}
                    >
                      <Trash2 aria-hidden="true" size={18} />
                      Delete
                    </button>
                  ) : (
                    SCHEDULED_MESSAGES.blocked
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {!allowDelete && <p className="payments-note">{SCHEDULED_MESSAGES.blocked}</p>}
      {busy && <p role="status">Deleting…</p>}
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? ui.fieldError : undefined}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}

import { formatShortDate } from '../../../lib/format';
import type { LoanPayments } from '../api/account-details';
import { describePaymentMethod } from '../rules/loan-figures';
import { ui } from '@portal/ui/class-names';
import { formatMoney } from '@portal/money/cents';

/**
 * The recurring payment and the scheduled payments, read from AccountDetails. Changing them is the
 * payments area's flow; this page only shows them (no code is shared between the two areas).
 */
export function PaymentLists({ payments }: { payments: LoanPayments }) {
  const recurring = payments.recurring;
  const scheduled = payments.scheduled;
  return (
    <>
      {recurring && (
        <section aria-labelledby="recurring-heading" className={ui.card}>
          <h2 id="recurring-heading">Recurring Payment</h2>
          <table className={ui.table}>
            <caption className={ui.visuallyHidden}>Recurring payment</caption>
            <thead>
              <tr>
                <th scope="col">Frequency</th>
                <th scope="col" className={ui.number}>
                  Next Payment
                </th>
                <th scope="col" className={ui.number}>
                  Amount
                </th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td data-label="Frequency">{recurring.frequency}</td>
                <td className={ui.number} data-label="Next Payment">
                  {formatShortDate(recurring.nextPaymentDate)}
                </td>
                <td className={ui.number} data-label="Amount">
                  {formatMoney(recurring.amount)}
                </td>
                <td data-label="From">{describePaymentMethod(recurring)}</td>
              </tr>
            </tbody>
          </table>
        </section>
      )}
      {scheduled.length > 0 && (
        <section aria-labelledby="scheduled-heading" className={ui.card}>
          <h2 id="scheduled-heading">Scheduled Payments</h2>
          <table className={ui.table}>
            <caption className={ui.visuallyHidden}>Scheduled payments</caption>
            <thead>
              <tr>
                <th scope="col" className={ui.number}>
                  Date
                </th>
                <th scope="col" className={ui.number}>
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col" className={ui.number}>
                  Confirmation
                </th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {scheduled.map((item, index) => (
                <tr key={`${item.confirmationNumber}-${index}`}>
                  <td className={ui.number} data-label="Date">
                    {formatShortDate(item.paymentDate)}
                  </td>
                  <td className={ui.number} data-label="Amount">
                    {formatMoney(item.amount)}
                  </td>
                  <td data-label="Status">{item.status}</td>
                  <td className={ui.number} data-label="Confirmation">
                    {item.confirmationNumber}
                  </td>
                  <td data-label="From">{describePaymentMethod(item)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

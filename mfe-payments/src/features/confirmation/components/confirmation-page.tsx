// The payment confirmation (spec 2 §2 Payment confirmation): every row, Back to Dashboard, Print.
import { isMobileAppUserAgent } from '@portal/shared-contracts';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePaymentSettings } from '../../../lib/payment-settings';
import { readConfirmation, siblingPath } from '../../../lib/confirmation';
import { formatMoney } from '@portal/money/cents';
import { cx, ui } from '@portal/ui/class-names';

export default function ConfirmationPage() {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const settings = usePaymentSettings();
  const confirmation = readConfirmation(location.state);
  const mobile = isMobileAppUserAgent(navigator.userAgent);
  const back = () => navigate(siblingPath(location.pathname, 'dashboard'));

  if (!confirmation) {
    return (
      <section aria-labelledby={`${id}-heading`}>
        <h1 id={`${id}-heading`}>Payment Confirmation</h1>
        <p>There is no payment to confirm.</p>
        <button type="button" className={ui.button} onClick={back}>
          Back to Dashboard
        </button>
      </section>
    );
  }
  const c = confirmation;
  const rows: [string, string][] = [
    ['Confirmation Number', c.referenceNumber],
    ['Loan to Pay Down', c.loan],
    [c.isCard ? 'Card Used' : 'Account to Pay From', c.paidFrom],
    ['Frequency', c.frequency],
    ['Payment Date', c.payDate],
    ...(c.daysPrior !== null ? ([['Days Prior', String(c.daysPrior)]] as [string, string][]) : []),
    [
      'Amount',
      c.isRecurringLOCPayingTotalDue ? 'Total amount due at payment time' : formatMoney(c.amount),
    ],
    ['Fee', formatMoney(c.fee)],
    ['Additional Principal Amount', formatMoney(c.additionalPrincipal)],
    ...(c.isRecurringLOCPayingTotalDue
      ? []
      : ([['Total', formatMoney(c.total)]] as [string, string][])),
    ...(c.kind === 'recurring' && !c.isRecurringLOCPayingTotalDue
      ? ([['Total Payment to Draft', formatMoney(c.total)]] as [string, string][])
      : []),
  ];
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>Payment Confirmation</h1>
      {c.kind === 'recurring' && (
        <p className={cx(ui.banner, ui.bannerInfo)}>
          {settings.text('PaymentConfirm.RecurringWarning')}
        </p>
      )}
      <table className="payments-table" aria-labelledby={`${id}-heading`}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="payments-row payments-no-print payments-step">
        <button type="button" className={ui.button} onClick={back}>
          Back to Dashboard
        </button>
        {!mobile && (
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => window.print()}
          >
            Print
          </button>
        )}
      </p>
    </section>
  );
}

import { displayAccountNumber } from '@portal/display/account-number';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { formatShortDate } from '../../../lib/format';
import { useSettings } from '../../../lib/servicing-settings';
import { formatRate } from '../../../lib/account-display';
import type { LoanInformation as Information } from '../api/account-details';
import { updateAddress } from '../api/update-address';
import { useRecordSaved } from '../hooks/account-details-cache';
import { describePaymentMethod, miscFees } from '../rules/loan-figures';
import { KeyFigures } from '../../../components/key-figures';
import { AddressForm } from './address-form';
import { BranchSection } from './branch-section';
import { cx, ui } from '@portal/ui/class-names';
import { loadOnIntent } from '@portal/ui/load-on-intent';
import { formatMoney, type Cents } from '@portal/money/cents';
import { loanPaymentPath } from '@portal/routes/route-table';
import { Link } from '@portal/ui/link';
import { lazyPart } from '@portal/ui/lazy-part';

type OpenDialog = 'insurance' | 'payoff' | 'hide' | null;

// The dialogs download when the borrower heads for their button (pointer or focus) or opens
// them, not with the page: the payoff and insurance dialogs compute with dates (luxon, 20 kB
// brotli), and no first view needs any of them.
const loadPayoffDialog = () => import('./payoff-dialog');
const loadInsuranceDialog = () => import('./insurance-dialog');
const loadHideDialog = () => import('./hide-account-dialog');
const PayoffDialog = lazyPart(() => loadPayoffDialog().then((m) => m.PayoffDialog));
const InsuranceDialog = lazyPart(() => loadInsuranceDialog().then((m) => m.InsuranceDialog));
const HideAccountDialog = lazyPart(() => loadHideDialog().then((m) => m.HideAccountDialog));

/**
 * The loan information block (spec 3 §2): the next payment and its actions first, then the
 * figures and the other actions, then the address form and branch.
 */
export function LoanInformation({
  info,
  closed,
  checkDigits,
  balance,
}: {
  info: Information;
  closed: boolean;
  checkDigits: number;
  /** The loan's balance from the account list, once it is there. */
  balance: Cents | null;
}) {
  const api = useApi();
  const recordSaved = useRecordSaved(info.accountNumber);
  const navigate = useNavigate();
  const { flag } = useSettings();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const payments = info.payments;
  const figure = (label: string, value: string) => (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );

  return (
    <section aria-labelledby="loan-info-heading" className={ui.card}>
      <h1 id="loan-info-heading">Loan Information</h1>
      <p>
        Account <strong>{displayAccountNumber(info.accountNumber, checkDigits)}</strong>
        {closed && <span> (Closed)</span>}
      </p>
      {/* What the borrower most often comes for first: the next payment and paying it. */}
      <section aria-labelledby="loan-money-heading" className="servicing-money">
        <h3 id="loan-money-heading">Next Payment</h3>
        <KeyFigures
          figures={[
            { label: 'Payment Amount', value: formatMoney(info.nextPaymentAmount) },
            { label: 'Next Payment Due', value: formatShortDate(info.nextPaymentDate) || 'None' },
            { label: 'Total Amount Due', value: formatMoney(payments.totalAmountDue) },
            balance !== null && { label: 'Balance', value: formatMoney(balance) },
          ]}
        />
        <div className="servicing-button-row">
          {!closed && (
            <Link className={ui.button} to={loanPaymentPath(info.accountNumber)}>
              Make Payment
            </Link>
          )}
          {flag('Features.PayoffQuote') && (
            <button
              type="button"
              className={cx(ui.button, ui.buttonSecondary)}
              {...loadOnIntent(loadPayoffDialog)}
              onClick={() => setDialog('payoff')}
            >
              Get Payoff Quote
            </button>
          )}
        </div>
      </section>
      <div className="servicing-grid-2">
        <section aria-labelledby="financial-heading">
          <h3 id="financial-heading">Financial</h3>
          <dl className="servicing-figures">
            {figure('Default Payment Method', describePaymentMethod(payments.defaultMethod))}
            {figure('Interest Rate', formatRate(info.interestRate))}
            {figure('Year-to-Date Interest', formatMoney(info.yearToDateInterest))}
            {figure('Available Credit', formatMoney(info.availableCredit))}
            {figure('Loan Origination Date', formatShortDate(info.originationDate))}
            {figure('Late Fees', formatMoney(info.lateChargesDue))}
            {figure('Misc Fees', formatMoney(miscFees(info.totalLoanFees, info.lateChargesDue)))}
          </dl>
        </section>
        <section aria-labelledby="loan-history-figures-heading">
          <h3 id="loan-history-figures-heading">History</h3>
          <dl className="servicing-figures">
            {figure('Last Payment Date', formatShortDate(info.lastPaymentDate) || 'None')}
            {figure('Last Payment Amount', formatMoney(info.lastPaymentAmount))}
            {figure('Last Year-to-Date Interest', formatMoney(info.lastYearToDateInterest))}
          </dl>
        </section>
      </div>
      <div className="servicing-button-row">
        {flag('Features.ForceManualContactChange') && (
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => void navigate('/myaccount/requestChange')}
          >
            Contact Info Change
          </button>
        )}
        {flag('Features.DocumentCenter') && (
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => void navigate('/myaccount/document-center')}
          >
            Document Center
          </button>
        )}
        <button
          type="button"
          className={cx(ui.button, ui.buttonSecondary)}
          {...loadOnIntent(loadHideDialog)}
          onClick={() => setDialog('hide')}
        >
          Hide From Web
        </button>
        {flag('Features.ViewInsurance') && (
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            {...loadOnIntent(loadInsuranceDialog)}
            onClick={() => setDialog('insurance')}
          >
            View Insurance
          </button>
        )}
      </div>
      {/* The mailing address and branch come after the money (issue 55). */}
      <div className="servicing-grid-2">
        <section aria-labelledby="personal-heading">
          <h3 id="personal-heading">Personal</h3>
          <p>{info.name}</p>
          <AddressForm
            saved={info.address}
            disabled={closed}
            save={(address) => updateAddress(api, info.accountNumber, address)}
            onSaved={(address) =>
              recordSaved((details) => ({
                ...details,
                information: { ...details.information, address },
              }))
            }
          />
        </section>
        <BranchSection accountNumber={info.accountNumber} />
      </div>
      <Suspense fallback={null}>
        {dialog === 'insurance' && (
          <InsuranceDialog
            accountNumber={info.accountNumber}
            originalMaturityDate={info.originalMaturityDate}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'payoff' && (
          <PayoffDialog accountNumber={info.accountNumber} onClose={() => setDialog(null)} />
        )}
        {dialog === 'hide' && (
          <HideAccountDialog accountNumber={info.accountNumber} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </section>
  );
}

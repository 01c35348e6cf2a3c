import { displayAccountNumber } from '@portal/display/account-number';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-context';
import { formatShortDate } from '../../../lib/format';
import { useSettings } from '@portal/settings/use-settings';
import { formatRate } from '../../../lib/account-display';
import type { Information } from '../api/account-details';
import { updateAddress } from '../api/update-address';
import { describePaymentMethod, miscFees } from '../rules/loan-figures';
import { AddressForm } from './address-form';
import { BranchSection } from './branch-section';
import { HideAccountDialog } from './hide-account-dialog';
import { InsuranceDialog } from './insurance-dialog';
import { PayoffDialog } from './payoff-dialog';
import { cx, ui } from '@portal/ui/class-names';
import { formatDollars } from '@portal/money/cents';

type OpenDialog = 'insurance' | 'payoff' | 'hide' | null;

/** The loan information block (spec 3 §2): account, address form, branch, figures, actions. */
export function LoanInformation({
  info,
  closed,
  checkDigits,
}: {
  info: Information;
  closed: boolean;
  checkDigits: number;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const { flag } = useSettings();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const payment = info.PaymentInformation;
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
        Account <strong>{displayAccountNumber(info.AccountNumber, checkDigits)}</strong>
        {closed && <span> (Closed)</span>}
      </p>
      <div className="servicing-grid-2">
        <section aria-labelledby="personal-heading">
          <h3 id="personal-heading">Personal</h3>
          <p>{info.Name}</p>
          <AddressForm
            saved={{
              address1: info.Address.Address1,
              city: info.Address.City,
              state: info.Address.State,
              zip: info.Address.ZipCode,
            }}
            disabled={closed}
            save={(address) => updateAddress(api, info.AccountNumber, address)}
          />
        </section>
        <BranchSection accountNumber={info.AccountNumber} />
        <section aria-labelledby="financial-heading">
          <h3 id="financial-heading">Financial</h3>
          <dl className="servicing-figures">
            {figure('Next Payment Due', formatShortDate(info.NextPaymentDate) || 'None')}
            {figure('Payment Amount', formatDollars(info.NextPaymentAmount))}
            {figure('Default Payment Method', describePaymentMethod(payment.DefaultPaymentMethod))}
            {figure('Interest Rate', formatRate(info.InterestRate))}
            {figure('Year-to-Date Interest', formatDollars(info.CurrentYearToDateInterest))}
            {figure('Available Credit', formatDollars(info.AvailableCredit))}
            {figure('Loan Origination Date', formatShortDate(info.LoanOriginationDate))}
            {figure('Late Fees', formatDollars(info.LateChargesDue))}
            {figure('Misc Fees', formatDollars(miscFees(info.TotalLoanFees, info.LateChargesDue)))}
          </dl>
        </section>
        <section aria-labelledby="loan-history-figures-heading">
          <h3 id="loan-history-figures-heading">History</h3>
          <dl className="servicing-figures">
            {figure('Last Payment Date', formatShortDate(info.LastPaymentDate) || 'None')}
            {figure('Last Payment Amount', formatDollars(info.LastPaymentAmount))}
            {figure('Last Year-to-Date Interest', formatDollars(info.LastYearToDateInterest))}
            {figure('Total Amount Due', formatDollars(payment.TotalAmountDue))}
          </dl>
        </section>
      </div>
      <div className="servicing-button-row">
        {!closed && (
          <button
            type="button"
            className={ui.button}
            onClick={() =>
              void navigate('/myaccount/payment', { state: { accountNumber: info.AccountNumber } })
            }
          >
            Make A Payment
          </button>
        )}
        {flag('Features.PayoffQuote') && (
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => setDialog('payoff')}
          >
            Get Payoff Quote
          </button>
        )}
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
          onClick={() => setDialog('hide')}
        >
          Hide From Web
        </button>
        {flag('Features.ViewInsurance') && (
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => setDialog('insurance')}
          >
            View Insurance
          </button>
        )}
      </div>
      {dialog === 'insurance' && (
        <InsuranceDialog
          accountNumber={info.AccountNumber}
          originalMaturityDate={info.OriginalMaturityDate}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'payoff' && (
        <PayoffDialog accountNumber={info.AccountNumber} onClose={() => setDialog(null)} />
      )}
      {dialog === 'hide' && (
        <HideAccountDialog accountNumber={info.AccountNumber} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}

// The make-payment page (spec 2 §2): myaccount/payment and myaccount/payment/{accountNumber}.
import { getPortal, usePortalState } from '@portal/shared-contracts';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { valueOrThrow } from '@portal/wire/api-result';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { usePaymentSections } from '../../../lib/payment-sections';
import { usePaymentSettings } from '../../../lib/payment-settings';
import { fetchPreloadedAccountList, type Account } from '@portal/area-kit/account-list';
import { payableAccounts } from '../rules/account-blocking';
import { loanDue, loanOptionLabel } from '../rules/loan-choice';
import { cx, ui } from '@portal/ui/class-names';
import { lazyPart } from '@portal/ui/lazy-part';
import { preload } from '@portal/ui/load-on-intent';
import { StepHeading } from '../../../components/step-heading';
import { STEP } from '../../../lib/payment-steps';
import { StepSkeleton } from './step-skeleton';

// The chosen loan's payment (and luxon, which its rules compute with) loads once a loan is
// chosen: the chooser alone is the first view for a borrower with several loans (issue 14).
const loadLoanPayment = () => import('./loan-payment');
const LoanPayment = lazyPart(() => loadLoanPayment().then((m) => m.LoanPayment));

export default function MakePaymentPage() {
  const id = useId();
  const settings = usePaymentSettings();
  const checkDigits = usePortalState((state) => state.options?.institution.Loan.CheckDigit ?? 0);
  const urlAccount = (useParams()['*'] ?? '').split('/')[0] || null;
  const [picked, setPicked] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: ['accountList'],
    queryFn: () => fetchPreloadedAccountList(getPortal().api).then(valueOrThrow),
  });
  const payable = payableAccounts(accounts.data ?? []);
  const onlyOne = payable.length === 1 ? payable[0]?.number : undefined;
  const fromUrl =
    urlAccount && payable.some((account) => account.number === urlAccount) ? urlAccount : undefined;
  const selectedNumber = picked ?? fromUrl ?? onlyOne ?? null;
  const selected = payable.find((account) => account.number === selectedNumber) ?? null;
  const { preloadLoanSections } = usePaymentSections();
  // A loan named in the URL will be shown: its code downloads beside the account list. The
  // sections it shows come in parallel with it, not after it has rendered.
  const loanToShow = urlAccount ?? selectedNumber;
  useEffect(() => {
    if (!loanToShow) return;
    preload(loadLoanPayment);
    preload(preloadLoanSections);
  }, [loanToShow, preloadLoanSections]);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>Make Payment</h1>
      {!settings.flag('Payments.HideServicingFeesNotice') && (
        <p className="payments-note">{settings.text('Payments.ServicingFeesNotice')}</p>
      )}
      {settings.flag('Payments.DisableEZPayOption') ? (
        <p>Online payments are not available. Please contact your institution to make a payment.</p>
      ) : accounts.isPending ? (
        <StepSkeleton label="Loading your loans…" step={STEP.loan} title="Loan" />
      ) : accounts.isError ? (
        <div
          className={cx(ui.banner, ui.bannerError)}
          role="alert"
          data-banner-code={'payments.accounts-failed' satisfies BannerCode}
        >
          There was a problem retrieving your account information.
        </div>
      ) : payable.length === 0 ? (
        <p>You have no loans to pay online.</p>
      ) : (
        <>
          <section className="payments-step" aria-labelledby={`${id}-loan-heading`}>
            <StepHeading id={`${id}-loan-heading`} step={STEP.loan}>
              Loan
            </StepHeading>
            <div className={ui.field}>
              <label htmlFor={`${id}-account`}>Select Loan Account</label>
              <select
                id={`${id}-account`}
                value={selectedNumber ?? ''}
                onChange={(event) => setPicked(event.target.value || null)}
              >
                <option value="">Select a loan</option>
                {payable.map((account) => (
                  <option key={account.number} value={account.number}>
                    {loanOptionLabel(account, checkDigits)}
                  </option>
                ))}
              </select>
            </div>
            {/* Where a phone cuts the chosen option's text (no customizable select), what is due
                stays readable here. */}
            {selected && <LoanDue account={selected} />}
            {settings.text('Payments.AccountInfoText') && (
              <p className="payments-note">{settings.text('Payments.AccountInfoText')}</p>
            )}
          </section>
          {selected && (
            <Suspense
              fallback={<StepSkeleton label="Loading…" step={STEP.method} title="Payment Method" />}
            >
              <LoanPayment key={selected.number} account={selected} settings={settings} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}

function LoanDue({ account }: { account: Account }) {
  const { amount, date: due } = loanDue(account);
  return (
    <p className="payments-loan-due">
      <span>
        Amount Due <strong>{amount}</strong>
      </span>
      {due && (
        <span>
          Due Date <strong>{due}</strong>
        </span>
      )}
    </p>
  );
}

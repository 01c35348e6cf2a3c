// Frequency, amount, fee and total, and submission, for one loan and one chosen method.
// The page remounts this (by key) whenever the account or method changes, so a change of an
// earlier step resets every later one (spec 2 §2 Step flow). Each step's state and rules live in
// its own hook; this component only wires them together.
import type { DateTime } from 'luxon';
import type { PaymentSettings } from '../../../lib/payment-settings';
import type { Account } from '@portal/area-kit/account-list';
import type { PaymentInfo } from '../../../api/payment-info';
import { isoDay } from '../../../lib/calendar';
import { isWallet, type ChosenMethod } from '../../../lib/chosen-method';
import { paymentTotal, showsFeeLine } from '../../../lib/fees';
import { restrictionEffect } from '../rules/restrictions';
import { paymentDateFor } from '../rules/payment-submission';
import { useAmountStep } from '../hooks/use-amount-step';
import { useFees } from '../hooks/use-fees';
import { frequencyNeedsDate, useFrequencyStep } from '../hooks/use-frequency-step';
import { usePayoff } from '../hooks/use-payoff';
import { useSubmission } from '../hooks/use-submission';
import { AmountSection } from './amount-section';
import type { Agreement } from '../../../lib/agreements';
import { DraftAgreementModal } from './draft-agreement-modal';
import { FrequencySection } from './frequency-section';
import { SubmitArea } from './submit-area';
import { usePaymentSections } from '../../../lib/payment-sections';

export interface PaymentDetailsProps {
  account: Account;
  info: PaymentInfo;
  method: ChosenMethod;
  settings: PaymentSettings;
  today: DateTime;
  /** Agreements the draft agreement lists (rich-text agreements forced), each to open and accept. */
  draftAgreements?: readonly Agreement[];
}

export function PaymentDetails({
  account,
  info,
  method,
  settings,
  today,
  draftAgreements = [],
}: PaymentDetailsProps) {
  const { WalletModal } = usePaymentSections();
  const isCard = method.type === 'Card';
  const restriction = restrictionEffect(info.restrictionCode);
  // A method that is not saved (and a wallet) pays immediately only (spec 2 §4).
  const immediateOnly = isWallet(method.type) || !method.saved || restriction.immediateOnly;

  const step = useFrequencyStep({
    info,
    settings,
    today,
    isAch: method.type === 'ACH',
    immediateOnly,
    recurringBlocked: restriction.recurringBlocked,
  });
  const payoff = usePayoff({
    accountNumber: account.number,
    info,
    settings,
    today,
    isCard,
    frequency: step.frequency,
    validDate: step.validDate,
    checked: step.payoffChecked,
  });
  const amount = useAmountStep({
    info,
    settings,
    type: method.type,
    kind: step.kind,
    frequency: step.frequency,
    isLoc: info.isLineOfCredit || account.type === 9,
    payoff: { isPayoff: payoff.isPayoff, amount: payoff.amount, quote: payoff.payoffQuote },
  });
  const fees = useFees({
    accountNumber: account.number,
    info,
    settings,
    method,
    kind: step.kind,
    frequencyComplete: step.complete,
  });
  const total =
    amount.locTotalDue || amount.amount === null
      ? null
      : paymentTotal({
          amount: amount.amount,
          firstPartyFee: fees.firstParty,
          thirdPartyFee: fees.thirdParty,
          additionalPrincipal: amount.additional ?? 0,
        });
  const submission = useSubmission({
    account,
    method,
    settings,
    kind: step.kind,
    frequency: step.frequency,
    daysBeforeDue: step.daysBeforeDue,
    paymentDate: paymentDateFor({
      kind: step.kind,
      frequency: step.frequency,
      today,
      dueDate: step.dueDate,
      daysBeforeDue: step.daysBeforeDue,
      chosenDate: step.validDate,
    }),
    dueDate: step.dueDate,
    isPayoff: payoff.isPayoff,
    amount: amount.amount,
    locTotalDue: amount.locTotalDue,
    additional: amount.additional ?? 0,
    firstPartyFee: fees.firstParty,
    thirdPartyFee: fees.thirdParty,
    total,
    ready: step.complete && amount.complete && fees.ready,
  });

  return (
    <>
      <FrequencySection
        frequencies={step.frequencies}
        frequency={step.frequency}
        onFrequency={step.setFrequency}
        dateText={step.dateText}
        onDate={step.setDateText}
        dateError={frequencyNeedsDate(step.frequency) ? step.dateError : null}
        minDate={isoDay(today)}
        daysOptions={step.daysOptions}
        daysBeforeDue={step.daysBeforeDue}
        onDaysBeforeDue={step.setDaysBeforeDue}
        payoff={{
          visible: payoff.visible,
          checked: payoff.isPayoff,
          onChange: step.setPayoffChecked,
          asOf: payoff.asOf,
          amount: payoff.isPayoff ? payoff.amount : null,
          loading: payoff.loading,
          error: payoff.error,
        }}
        overdue={info.isDelinquent}
        feeLoading={fees.loading}
        feeError={fees.error}
        recurringMessage={settings.text('Payments.RecurringMessage')}
      />
      {step.complete && (
        <AmountSection
          showAmount={amount.showAmount}
          {...amount.fields}
          notices={amount.notices}
          fee={fees.firstParty + fees.thirdParty}
          showFee={showsFeeLine(fees.firstParty, fees.thirdParty)}
          cardFeeText={isCard ? settings.text('Payments.CardFeeText') : null}
          total={amount.locTotalDue ? null : total}
        />
      )}
      <SubmitArea
        alert={submission.alert}
        showButton={step.complete}
        canSubmit={submission.canSubmit}
        submitting={submission.submitting}
        kind={step.kind}
        onSubmit={() => void submission.submit()}
      />
      {submission.draft && (
        <DraftAgreementModal
          input={{
            accountNumber: account.number,
            profileId: method.saved?.profileId ?? null,
            amount: amount.amount ?? 0,
            additionalPrincipal: amount.additional ?? 0,
            localTimeOffset: today.offset,
            daysBeforeDue: step.daysBeforeDue ?? 0,
          }}
          agreements={draftAgreements}
          onDone={(token) => submission.draft?.resolve(token)}
        />
      )}
      {submission.walletOpen && amount.amount !== null && (
        <WalletModal
          wallet={method.type}
          amount={amount.amount}
          fees={fees.firstParty + fees.thirdParty}
          accountNumber={account.number}
          onClose={submission.closeWallet}
          onDone={submission.toDashboard}
        />
      )}
    </>
  );
}

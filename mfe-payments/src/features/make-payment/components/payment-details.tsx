// Frequency, amount, fee and total, and submission, for one loan and one chosen method.
// The page remounts this (by key) whenever the account or method changes, so a change of an
// earlier step resets every later one (spec 2 §2 Step flow).
import { getDialogs, getMobileBridge, getPortal, usePortalState } from '@portal/shared-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaymentSettings } from '../../../lib/settings';
import type { LoanAccount } from '../api/account-list';
import type { PaymentInfo } from '../api/payment-info';
import { fetchPayoffQuote, payoffQuoteKey } from '../api/payoff-quote';
import { submitPayment, type SubmitPayload } from '../api/submit-payment';
import { fetchThirdPartyFee, thirdPartyFeeKey } from '../api/third-party-fee';
import {
  amountError,
  amountLimits,
  clampAmount,
  AMOUNT_MESSAGES,
  type AmountContext,
} from '../rules/amount-limits';
import { isoDay, parseWireDay, toWireDay } from '../rules/calendar';
import { isWallet, paidFromLabel, type ChosenMethod } from '../rules/chosen-method';
import { siblingPath, type Confirmation } from '../rules/confirmation';
import {
  allowsAdditionalPrincipal,
  firstPartyFee,
  needsThirdPartyFee,
  paymentTotal,
  showsFeeLine,
  thirdPartyFeeRequest,
} from '../rules/fees';
import {
  daysBeforeDueOptions,
  FREQUENCY_LABELS,
  paymentKind,
  recurringDetails,
  visibleFrequencies,
  type Frequency,
} from '../rules/frequencies';
import { formatAmountInput, parseAmount } from '../rules/money';
import { paymentDateError } from '../rules/payment-date';
import {
  PAYOFF_MESSAGES,
  payoffNeedsQuote,
  payoffPaymentAmount,
  payoffToggleVisible,
} from '../rules/payoff';
import { recurringDateError } from '../rules/recurring-date';
import { describeSubmissionError, type SubmissionAlert } from '../rules/submission-errors';
import { AmountSection } from './amount-section';
import { DraftAgreementModal } from './draft-agreement-modal';
import { FrequencySection } from './frequency-section';
import { WalletModal } from './wallet-modal';

export const SUBMIT_CONFIRM_TEXT = 'Are you sure you want to submit?';
export const FEE_FAILED =
  'There was a problem retrieving necessary information to complete your payment.';
/** Spec 2 §9: the in-app review prompt comes 3 s after a successful payment. */
export const REVIEW_PROMPT_DELAY_MS = 3000;

export interface PaymentDetailsProps {
  account: LoanAccount;
  info: PaymentInfo;
  method: ChosenMethod;
  settings: PaymentSettings;
  today: DateTime;
}

const MIN_WIRE = (today: DateTime) => isoDay(today);

export function PaymentDetails({ account, info, method, settings, today }: PaymentDetailsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = usePortalState((state) => state.session);
  const isCard = method.type === 'Card';
  const isAch = method.type === 'ACH';
  const wallet = isWallet(method.type);
  const isLoc = info.AccountInfo.IsLOCAccount || account.Type === 9;
  const dueDate = parseWireDay(info.DueDate);
  const nonPaymentDays = info.NonPaymentDays.map((day) => day.slice(0, 10));
  const nonSchedulableDays = info.NonSchedulablePaymentDays.map((day) => day.slice(0, 10));
  const futureNonPayment = info.LoanFutureNonPaymentDays.map((day) => day.slice(0, 10));
  const billing = info.LoanBillingFrequency;
  const immediateOnly =
    wallet || !method.saved || info.RestrictionCode === 'InterestTooHighForDelayedPayment';

  // Frequency step.
  const daysOptions = dueDate
    ? daysBeforeDueOptions(
        dueDate,
        billing,
        futureNonPayment.length > 0 ? futureNonPayment : null,
        today,
      )
    : [];
  const frequencies = immediateOnly
    ? (['OneTime'] as Frequency[])
    : visibleFrequencies({
        billingFrequency: billing,
        recurringAllowed: info.PaymentOptions.RecurringAllowed && !info.RecurringPayment,
        allow: {
          Weekly: settings.flag('Payments.AllowWeekly'),
          TwoWeeks: settings.flag('Payments.AllowTwoWeeks'),
          SemiMonthly: settings.flag('Payments.AllowSemiMonthly'),
          MonthlyOnDate: settings.flag('Payments.AllowMonthlyOnDate'),
          DaysBeforeDue: settings.flag('Payments.AllowDaysBeforeDue'),
          OnDueDate: settings.flag('Payments.AllowOnDueDate'),
        },
        forceOnDueDate: settings.flag('Payments.ForceOnDueDate'),
        forceDaysBeforeDue: settings.flag('Payments.ForceDaysBeforeDue'),
        smallDollarRule: settings.flag('Payments.SmallDollarRule'),
        mailPreference: info.MailPreference,
        hasSelectableDaysBeforeDue: daysOptions.length > 0,
        dueDateIsNonPaymentDay: dueDate ? nonPaymentDays.includes(isoDay(dueDate)) : true,
      });
  const [frequency, setFrequencyState] = useState<Frequency>('OneTime');
  const [dateText, setDateText] = useState(isoDay(today));
  const [daysBeforeDue, setDaysBeforeDue] = useState<number | null>(null);
  const [payoffChecked, setPayoffChecked] = useState(false);
  const date = dateText ? DateTime.fromISO(dateText) : null;
  const validDate = date?.isValid ? date : null;
  const kind = paymentKind(frequency, validDate, today);

  const setFrequency = (next: Frequency) => {
    setFrequencyState(next);
    setDaysBeforeDue(null);
    setPayoffChecked(false);
    setDateText(next === 'OneTime' ? isoDay(today) : '');
    setPayAmountDue(false);
  };

  const allowSaturday = !isAch || settings.flag('Payments.AchSaturdayAllowed');
  const allowSunday = !isAch || settings.flag('Payments.AchSundayAllowed');
  let dateError: string | null = null;
  if (frequency === 'OneTime') {
    dateError = paymentDateError(validDate, {
      today,
      nonPaymentDays,
      daysInPeriod: info.PaymentOptions.NumberDaysInPeriod,
      allowSaturday,
      allowSunday,
      smallDollarRule: settings.flag('Payments.SmallDollarRule'),
      mailPreference: info.MailPreference,
      blockedImmediateAchDay:
        isAch && info.BlockImmediateACHPaymentsAfterCutoffTime ? isoDay(today) : null,
    });
    if (payoffChecked && validDate && validDate < today) dateError = PAYOFF_MESSAGES.pastDate;
    if (!dateError && immediateOnly && kind !== 'immediate')
      dateError = settings.text('PaymentErrors.onlyImmediateNonSavedMethod');
  } else if (['MonthlyOnDate', 'SemiMonthly', 'TwoWeeks', 'Weekly'].includes(frequency)) {
    dateError = validDate
      ? recurringDateError(validDate, frequency, {
          today,
          nonSchedulableDays,
          allowSaturday,
          allowSunday,
        })
      : 'Payment date is required';
  }
  const frequencyComplete =
    frequency === 'OnDueDate' ||
    (frequency === 'DaysBeforeDue'
      ? daysBeforeDue !== null
      : dateError === null && validDate !== null);

  // Payoff.
  const cardMaximum = settings.number('Payments.CardMaximum', 2500);
  const maxPayoffPercent = settings.number('Payments.MaxPayoffPercent', 100);
  const payoffVisible =
    settings.flag('Payments.AllowPayoff') &&
    frequency === 'OneTime' &&
    payoffToggleVisible({
      payoffAmount: info.AccountInfo.PayOffAmount,
      maxPayoffPercent,
      isCard,
      cardMaximum,
    });
  const quoteDay = validDate && payoffNeedsQuote(validDate, today) ? isoDay(validDate) : null;
  const quote = useQuery({
    queryKey: payoffQuoteKey(account.Number, quoteDay ?? ''),
    queryFn: () => fetchPayoffQuote(getPortal().api, account.Number, quoteDay ?? ''),
    enabled: payoffVisible && payoffChecked && quoteDay !== null,
    staleTime: Infinity,
    retry: false,
  });
  // A failed quote clears the payoff choice (spec 2 §4 Payoff).
  const isPayoff = payoffVisible && payoffChecked && !(quoteDay !== null && quote.isError);
  const payoffQuote = quoteDay !== null ? (quote.data ?? null) : null;
  const payoffAmountDue = payoffPaymentAmount(payoffQuote, info.AccountInfo.PayOffAmount);

  // Amount step.
  const customDaysBeforeDue = settings.flag('Payments.CustomAmountDaysBeforeDue') || isCard;
  const additionalAllowed = allowsAdditionalPrincipal(
    method.type,
    kind,
    settings.flag('Payments.AllowAdditionalPrincipal'),
  );
  const dueKinds = frequency === 'DaysBeforeDue' || frequency === 'OnDueDate';
  const showAmountStep = !isPayoff && (!dueKinds || customDaysBeforeDue || additionalAllowed);
  const regular = isLoc ? 0 : info.RegularPmtAmount;
  const [amountText, setAmountText] = useState('');
  const [additionalText, setAdditionalText] = useState('');
  const [payAmountDue, setPayAmountDue] = useState(false);
  const [lowered, setLowered] = useState<number | null>(null);
  const amountContext: AmountContext = {
    isCard,
    isRecurring: kind === 'recurring',
    isNonFutureDate: kind !== 'scheduled',
    achMinimum: settings.number('Payments.AchMinimum', 0.01),
    cardMinimum: settings.number('Payments.CardMinimum', 0.01),
    cardMaximum,
    delinquent: info.AccountInfo.IsDelinquent || info.Delinquent,
    forceDelinquentTotalDue: settings.flag('Payments.ForceDelinquentTotalDue'),
    forceMinimumPayment: settings.flag('Payments.ForceMinimumPayment'),
    forceTotalDue: settings.flag('Payments.ForceTotalDue'),
    allowRecurringAboveRegular: settings.flag('Payments.AllowRecurringAboveRegular'),
    maxPayoffPercent,
    defaultPaymentAmount: info.AccountInfo.DefaultPmtAmount,
    regularPaymentAmount: info.RegularPmtAmount,
    totalDue: info.AccountInfo.TotalAmountDue,
    payoffAmount: info.AccountInfo.PayOffAmount,
    payoffQuote,
  };
  const limits = amountLimits(amountContext);
  // Clamp when the limits move (context change), not on every keystroke.
  const limitsKey = `${limits.min}:${limits.max}`;
  const [seenLimits, setSeenLimits] = useState(limitsKey);
  if (seenLimits !== limitsKey) {
    setSeenLimits(limitsKey);
    const clamped = clampAmount(parseAmount(amountText), limits);
    if (clamped.amount !== null) setAmountText(formatAmountInput(clamped.amount));
    setLowered(clamped.loweredToMax ? limits.max : null);
  }

  const locTotalDue = isLoc && kind === 'recurring' && payAmountDue;
  let amount: number | null;
  if (isPayoff) amount = payoffAmountDue;
  else if (dueKinds && !showAmountStep) amount = regular;
  else if (payAmountDue) amount = regular;
  else amount = parseAmount(amountText);
  // Text that is not an amount ("abc", "1.234") gets the range message rather than "required".
  const unreadable = amount === null && amountText.trim() !== '';
  const amountMessage =
    showAmountStep && !payAmountDue
      ? unreadable
        ? AMOUNT_MESSAGES.range(limits.min, limits.max)
        : amountError(amount, limits)
      : null;
  const additional = additionalAllowed
    ? (parseAmount(additionalText) ?? (additionalText.trim() === '' ? 0 : null))
    : 0;
  const additionalMessage = additional === null ? 'Additional principal amount is invalid' : null;
  const notices = [
    ...(limits.cardNotice ? [limits.cardNotice, AMOUNT_MESSAGES.exceedsMethodMaximum] : []),
    ...(lowered !== null ? [AMOUNT_MESSAGES.loweredToMaximum(lowered)] : []),
  ];
  const amountComplete =
    (locTotalDue || (amount !== null && amountMessage === null)) && additionalMessage === null;

  // Fees.
  const fee1 = wallet
    ? 0
    : firstPartyFee(method.type, kind, method.debitCredit, info.PaymentOptions.FirstPartyFees);
  const feeRequest = thirdPartyFeeRequest(method.type, method.debitCredit, kind, account.Number);
  const feeNeeded = needsThirdPartyFee(method.type, settings.flag('Payments.ThirdPartyFees'));
  const fee = useQuery({
    queryKey: thirdPartyFeeKey(feeRequest),
    queryFn: () => fetchThirdPartyFee(getPortal().api, feeRequest),
    enabled: feeNeeded && frequencyComplete,
    staleTime: Infinity,
    retry: false,
  });
  const fee3 = feeNeeded ? (fee.data ?? 0) : 0;
  const feeReady = !feeNeeded || fee.isSuccess;
  const total =
    locTotalDue || amount === null
      ? null
      : paymentTotal({
          amount,
          firstPartyFee: fee1,
          thirdPartyFee: fee3,
          additionalPrincipal: additional ?? 0,
        });

  // Submission.
  const [alert, setAlert] = useState<SubmissionAlert | null>(null);
  const [declined, setDeclined] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const [draft, setDraft] = useState<{ resolve(token: string | null): void } | null>(null);
  const [walletOpen, setWalletOpen] = useState(false);
  const canSubmit = frequencyComplete && amountComplete && feeReady && !declined && !submitting;

  const paymentDate = (): DateTime => {
    if (kind === 'immediate') return today;
    if (frequency === 'OnDueDate' && dueDate) return dueDate;
    if (frequency === 'DaysBeforeDue' && dueDate)
      return dueDate.minus({ days: daysBeforeDue ?? 0 });
    return validDate ?? today;
  };

  const wireMethod = (): SubmitPayload['Payment']['Method'] => {
    if (method.saved) {
      return method.saved.IsCard
        ? {
            IsCard: true,
            CardInfo: {
              ProfileId: method.saved.ProfileId,
              CardType: method.saved.CardType,
              DebitCreditType: method.debitCredit,
            },
            save: true,
          }
        : {
            IsCard: false,
            AchInfo: { ProfileId: method.saved.ProfileId, AccountType: method.saved.AccountType },
            save: true,
          };
    }
    if (method.singleUseCard)
      return { IsCard: true, CardInfo: { ...method.singleUseCard }, save: false };
    return { IsCard: false, AchInfo: { ...(method.singleUseAch ?? {}) }, save: false };
  };

  const askDraftToken = () => new Promise<string | null>((resolve) => setDraft({ resolve }));
  const draftRequired =
    settings.flag('Features.AchDraftAgreementRequired') && isAch && kind === 'recurring';

  const submit = async () => {
    if (inFlight.current || !canSubmit || amount === null) return;
    inFlight.current = true;
    setSubmitting(true);
    setAlert(null);
    try {
      if (wallet) {
        setWalletOpen(true);
        return;
      }
      let draftToken: string | undefined;
      if (draftRequired) {
        const token = await askDraftToken();
        setDraft(null);
        if (!token) return;
        draftToken = token;
      } else {
        const confirmed = await getDialogs().confirm({
          text: SUBMIT_CONFIRM_TEXT,
          icon: 'money',
          confirmLabel: 'Yes',
          cancelLabel: 'No',
        });
        if (!confirmed) return;
      }
      const day = paymentDate();
      const sentAmount = locTotalDue ? 0 : amount;
      const payload: SubmitPayload = {
        EncryptedData: '',
        Payment: {
          LogonName: session?.username ?? '',
          Details: {
            PaymentDate: toWireDay(day),
            LoanAccountNumber: account.Number,
            Company: 0,
            PaymentAmount: sentAmount,
            FirstPartyFee: fee1,
            ThirdPartyFee: fee3,
            AdditionalPrincipalAmount: additional ?? 0,
            CurrentWithFeesDue: false,
          },
          AccountType: account.Type,
          IsPayoff: isPayoff,
          Method: wireMethod(),
        },
        ...(kind === 'recurring' && frequency !== 'OneTime'
          ? { RecurringDetails: recurringDetails(frequency, daysBeforeDue ?? 0) }
          : {}),
        ...(draftToken ? { AchDraftAgreementToken: draftToken } : {}),
      };
      const result = await submitPayment(getPortal().api, kind, payload);
      if (!result.ok) {
        const extra = isCard
          ? settings.text('PaymentConfirm.AdditionalCardMessage').trim() || null
          : null;
        const described = describeSubmissionError(
          result.error,
          (key) => settings.lookup(`PaymentErrors.${key}`),
          extra,
        );
        setAlert(described);
        if (described.disablesSubmit) setDeclined(true);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ['paymentInfo', account.Number] });
      if (kind !== 'recurring') {
        await queryClient.invalidateQueries({ queryKey: ['accountList'] });
        getPortal().bus.emit('accounts-refreshed', { reason: 'payment' });
      }
      const bridge = getMobileBridge();
      if (bridge) setTimeout(() => bridge.requestInAppReview(), REVIEW_PROMPT_DELAY_MS);
      const confirmation: Confirmation = {
        referenceNumber: result.referenceNumber,
        kind,
        loan: `${account.Description} ${account.Number}`.trim(),
        paidFrom: paidFromLabel(method),
        isCard,
        frequency: FREQUENCY_LABELS[frequency],
        payDate: day.toFormat('MM/dd/yyyy'),
        dueDate: dueDate ? dueDate.toFormat('MM/dd/yyyy') : '',
        daysPrior:
          frequency === 'DaysBeforeDue' ? daysBeforeDue : frequency === 'OnDueDate' ? 0 : null,
        amount: sentAmount,
        fee: fee1 + fee3,
        additionalPrincipal: additional ?? 0,
        total: total ?? 0,
        isRecurringLOCPayingTotalDue: locTotalDue,
      };
      navigate(siblingPath(location.pathname, 'paymentConfirm'), { state: confirmation });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <>
      <FrequencySection
        frequencies={frequencies}
        frequency={frequency}
        onFrequency={setFrequency}
        dateText={dateText}
        onDate={setDateText}
        dateError={frequencyNeedsDate(frequency) ? dateError : null}
        minDate={MIN_WIRE(today)}
        daysOptions={daysOptions}
        daysBeforeDue={daysBeforeDue}
        onDaysBeforeDue={setDaysBeforeDue}
        payoff={{
          visible: payoffVisible,
          checked: isPayoff,
          onChange: setPayoffChecked,
          asOf: quoteDay && validDate ? validDate.toFormat('MM/dd/yyyy') : null,
          amount: isPayoff ? payoffAmountDue : null,
          loading: quote.isFetching,
          error:
            payoffChecked && quoteDay !== null && quote.isError
              ? PAYOFF_MESSAGES.quoteFailed
              : null,
        }}
        overdue={info.AccountInfo.IsDelinquent}
        feeLoading={feeNeeded && frequencyComplete && fee.isPending}
        feeError={fee.isError ? FEE_FAILED : null}
        recurringMessage={settings.text('Payments.RecurringMessage')}
      />
      {frequencyComplete && (
        <AmountSection
          showAmount={showAmountStep}
          amountText={amountText}
          onAmountText={(text) => {
            setAmountText(text);
            setLowered(null);
          }}
          onAmountBlur={() => {
            const parsed = parseAmount(amountText);
            if (parsed !== null) setAmountText(formatAmountInput(parsed));
          }}
          amountError={amountText === '' && !payAmountDue ? null : amountMessage}
          notices={notices}
          payAmountDue={{
            visible: kind === 'recurring' && showAmountStep,
            checked: payAmountDue,
            onChange: setPayAmountDue,
          }}
          additional={{
            visible: additionalAllowed,
            text: additionalText,
            onText: setAdditionalText,
            onBlur: () => {
              const parsed = parseAmount(additionalText);
              if (parsed !== null) setAdditionalText(formatAmountInput(parsed));
            },
            error: additionalMessage,
          }}
          fee={fee1 + fee3}
          showFee={showsFeeLine(fee1, fee3)}
          cardFeeText={isCard ? settings.text('Payments.CardFeeText') : null}
          total={locTotalDue ? null : total}
        />
      )}
      {alert && (
        <div
          className={`banner ${alert.style === 'info' ? 'banner--info' : 'banner--error'}`}
          role="alert"
        >
          {alert.text}
        </div>
      )}
      {frequencyComplete && (
        <p className="payments-step">
          <button
            type="button"
            className="button"
            disabled={!canSubmit}
            onClick={() => void submit()}
          >
            {submitting
              ? 'Submitting…'
              : kind === 'immediate'
                ? 'Make Payment'
                : 'Schedule Payment'}
          </button>
        </p>
      )}
      {draft && (
        <DraftAgreementModal
          input={{
            LoanAccountNumber: account.Number,
            AchInfo: method.saved ? { ProfileId: method.saved.ProfileId } : {},
            Amount: amount ?? 0,
            AdditionalPrincipal: additional ?? 0,
            LocalTimeOffset: today.offset,
            daysBeforeDue: daysBeforeDue ?? 0,
          }}
          onDone={(token) => draft.resolve(token)}
        />
      )}
      {walletOpen && amount !== null && (
        <WalletModal
          wallet={method.type}
          amount={amount}
          fees={fee1 + fee3}
          accountNumber={account.Number}
          onClose={() => setWalletOpen(false)}
          onDone={() => navigate(siblingPath(location.pathname, 'dashboard'))}
        />
      )}
    </>
  );
}

const frequencyNeedsDate = (frequency: Frequency) =>
  frequency !== 'DaysBeforeDue' && frequency !== 'OnDueDate';

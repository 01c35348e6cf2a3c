// Submitting a payment (spec 2 §4 Submission): the draft agreement or the confirm dialog (which
// shows what will be paid) first, one request per click, the error texts of §8, submit disabled
// after a decline, then the confirmation page, the account list refresh and the in-app review
// prompt.
//
// A payment is made once whatever the network does: confirming makes one idempotency key for
// that payment, and every try of it sends the same key. When the outcome is unknown (no answer,
// a timeout, a 5xx) the page says not to submit again (spec 2 §8) and asks again with the same
// request and key, which the back end answers with its first result; Make Payment then only
// repeats that same payment, never starts a second one. A definite answer ends the attempt.
import { getDialogs, getMobileBridge, getPortal, usePortalState } from '@portal/shared-contracts';
import { displayAccountNumber } from '@portal/display/account-number';
import { useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaymentSettings } from '../../../lib/payment-settings';
import type { Account } from '@portal/area-kit/account-list';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { announceAccountsChanged } from '@portal/area-kit/accounts-changed';
import { paymentInfoKey } from '../../../api/payment-info';
import { submitPayment, type PaymentSubmission } from '../api/submit-payment';
import { isWallet, paidFromLabel, type ChosenMethod } from '../../../lib/chosen-method';
import { siblingPath, type Confirmation } from '../../../lib/confirmation';
import { paymentOutcome, type PaymentOutcome } from '../../../lib/payment-outcome';
import { FREQUENCY_LABELS, type Frequency, type PaymentKind } from '../../../lib/frequencies';
import { REVIEW_PROMPT_DELAY_MS, reviewPromptDue } from '../rules/review-prompt';
import { describeSubmissionError, type SubmissionAlert } from '../rules/submission-errors';
import { buildSubmission } from '../rules/payment-submission';
import { paymentReviewLines, type ReviewLine } from '../rules/payment-review';

export const SUBMIT_CONFIRM_TEXT = 'Are you sure you want to submit?';

/** The spec 2 §8 code whose text says not to submit again while an outcome is unknown. */
const UNKNOWN_OUTCOME_CODE = 'DoNotSubmitAgain';

/**
 * Pauses before asking again about a payment whose outcome is unknown. After the last one the
 * borrower may ask again (with the same key) by pressing the button.
 */
export const OUTCOME_CHECK_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];

/** One confirmed payment: its key, its request and what the confirmation page will show. */
interface Attempt {
  key: string;
  payment: PaymentSubmission;
  confirmation: Omit<Confirmation, 'referenceNumber'>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the submission needs, already decided by the earlier steps. */
export interface SubmissionInput {
  account: Account;
  method: ChosenMethod;
  settings: PaymentSettings;
  kind: PaymentKind;
  frequency: Frequency;
  daysBeforeDue: number | null;
  paymentDate: DateTime;
  dueDate: DateTime | null;
  isPayoff: boolean;
  amount: number | null;
  /** A recurring line-of-credit payment of the total due sends amount 0. */
  locTotalDue: boolean;
  additional: number;
  firstPartyFee: number;
  thirdPartyFee: number;
  total: number | null;
  ready: boolean;
}

export function useSubmission(input: SubmissionInput) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = usePortalState((state) => state.session);
  const checkDigits = usePortalState((state) => state.options?.institution.Loan.CheckDigit ?? 0);
  const { account, method, settings, kind } = input;
  const [alert, setAlert] = useState<SubmissionAlert | null>(null);
  const [declined, setDeclined] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  /** The confirmed payment still waiting for a definite answer, if any. */
  const attempt = useRef<Attempt | null>(null);
  const [outcomeUnknown, setOutcomeUnknown] = useState(false);
  /**
   * Set once the back end has taken the payment. The page stays on screen until the confirmation
   * page's code has arrived (a slow network: seconds); it must not offer the same form again.
   */
  const paid = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [draft, setDraft] = useState<{ resolve(token: string | null): void } | null>(null);
  const [walletOpen, setWalletOpen] = useState(false);
  const busy = submitting || leaving;
  // While an outcome is unknown the button repeats that same payment, whatever the form says now.
  const canSubmit = !busy && (outcomeUnknown || (input.ready && !declined));
  const draftRequired =
    settings.flag('Features.AchDraftAgreementRequired') &&
    method.type === 'ACH' &&
    kind === 'recurring';

  const askDraftToken = () => new Promise<string | null>((resolve) => setDraft({ resolve }));

  const confirmSubmission = async (
    review: ReviewLine[],
  ): Promise<{ go: boolean; token: string | null }> => {
    if (draftRequired) {
      const token = await askDraftToken();
      setDraft(null);
      return { go: token !== null, token };
    }
    const go = await getDialogs().confirm({
      text: SUBMIT_CONFIRM_TEXT,
      details: review,
      icon: 'money',
      confirmLabel: 'Yes',
      cancelLabel: 'No',
    });
    return { go, token: null };
  };

  const promptReview = () => {
    const bridge = getMobileBridge();
    if (!bridge?.inAppReviewFacts) return;
    setTimeout(() => {
      void bridge.inAppReviewFacts?.().then((facts) => {
        const due = reviewPromptDue(
          settings.flag('Payments.MobileReviewsEnabled'),
          facts && {
            lastAttempt: facts.lastAttempt ? DateTime.fromISO(facts.lastAttempt) : null,
            installedOn: DateTime.fromISO(facts.installedOn),
            appLoads: facts.appLoads,
          },
          {
            monthsSinceLastAttempt: settings.number('Payments.ReviewMinMonthsSinceLastAttempt'),
            daysSinceInstall: settings.number('Payments.ReviewMinDaysSinceInstall'),
            appLoads: settings.number('Payments.ReviewMinAppLoads'),
          },
          DateTime.now(),
        );
        if (due) bridge.requestInAppReview();
      });
    }, REVIEW_PROMPT_DELAY_MS);
  };

  const describe = (error: string | null) => {
    const extra =
      method.type === 'Card'
        ? settings.text('PaymentConfirm.AdditionalCardMessage').trim() || null
        : null;
    return describeSubmissionError(error, (key) => settings.lookup(`PaymentErrors.${key}`), extra);
  };

  const settle = async (
    current: Attempt,
    result: Exclude<PaymentOutcome<string>, { outcome: 'unknown' }>,
  ) => {
    attempt.current = null;
    setOutcomeUnknown(false);
    if (result.outcome === 'refused') {
      const described = describe(result.code);
      setAlert(described);
      if (described.disablesSubmit) setDeclined(true);
      return;
    }
    paid.current = true;
    setLeaving(true);
    setAlert(null);
    await queryClient.invalidateQueries({ queryKey: paymentInfoKey(account.number) });
    if (current.payment.kind !== 'recurring')
      await queryClient.invalidateQueries({ queryKey: ['accountList'] });
    // A recurring payment moves no money today, but the loan page shows it.
    announceAccountsChanged('payment');
    promptReview();
    navigate(siblingPath(location.pathname, 'paymentConfirm'), {
      state: { ...current.confirmation, referenceNumber: result.value },
    });
  };

  /** Sends the attempt, and while its outcome is unknown sends it again with the same key. */
  const send = async (current: Attempt) => {
    for (let check = 0; ; check += 1) {
      const result = paymentOutcome(
        await submitPayment(getPortal().api, current.payment, current.key),
      );
      if (!mounted.current) return;
      if (result.outcome !== 'unknown') return settle(current, result);
      setOutcomeUnknown(true);
      setAlert({ ...describe(UNKNOWN_OUTCOME_CODE), disablesSubmit: false });
      const delay = OUTCOME_CHECK_DELAYS_MS[check];
      if (delay === undefined) return;
      await pause(delay);
      if (!mounted.current) return;
    }
  };

  /** What the confirmation page will show for this payment of `amount`. */
  const describePayment = (amount: number): Attempt['confirmation'] => {
    const { frequency } = input;
    return {
      kind,
      // Shown as everywhere else, without the check digit (one rule: shared-contracts).
      loan: `${account.description} ${displayAccountNumber(account.number, checkDigits)}`.trim(),
      paidFrom: paidFromLabel(method),
      isCard: method.type === 'Card',
      frequency: FREQUENCY_LABELS[frequency],
      payDate: input.paymentDate.toFormat('MM/dd/yyyy'),
      dueDate: input.dueDate ? input.dueDate.toFormat('MM/dd/yyyy') : '',
      daysPrior:
        frequency === 'DaysBeforeDue' ? input.daysBeforeDue : frequency === 'OnDueDate' ? 0 : null,
      amount: input.locTotalDue ? 0 : amount,
      fee: input.firstPartyFee + input.thirdPartyFee,
      additionalPrincipal: input.additional,
      total: input.total ?? 0,
      isRecurringLOCPayingTotalDue: input.locTotalDue,
    };
  };
  const reviewOf = (confirmation: Attempt['confirmation']): ReviewLine[] =>
    paymentReviewLines({
      ...confirmation,
      firstPartyFee: input.firstPartyFee,
      thirdPartyFee: input.thirdPartyFee,
    });

  const confirmAttempt = async (amount: number): Promise<Attempt | null> => {
    const confirmation = describePayment(amount);
    const sentAmount = confirmation.amount;
    const { frequency } = input;
    const { go, token } = await confirmSubmission(reviewOf(confirmation));
    if (!go) return null;
    const payment = buildSubmission({
      logonName: session?.username ?? '',
      companyNumber: session?.companyNumber ?? 0,
      accountNumber: account.number,
      accountType: account.type,
      paymentDate: input.paymentDate,
      amount: sentAmount,
      firstPartyFee: input.firstPartyFee,
      thirdPartyFee: input.thirdPartyFee,
      additionalPrincipal: input.additional,
      isPayoff: input.isPayoff,
      method,
      kind,
      frequency,
      daysBeforeDue: input.daysBeforeDue,
      draftAgreementToken: token,
    });
    // Made when the borrower confirms: this payment's one key.
    return { key: newIdempotencyKey(), payment, confirmation };
  };

  const submit = async () => {
    const { amount } = input;
    if (inFlight.current || paid.current || !canSubmit) return;
    const pending = attempt.current;
    if (!pending && amount === null) return;
    inFlight.current = true;
    try {
      if (pending) {
        setSubmitting(true);
        await send(pending);
        return;
      }
      setAlert(null);
      if (isWallet(method.type)) {
        setWalletOpen(true);
        return;
      }
      const confirmed = amount === null ? null : await confirmAttempt(amount);
      if (!confirmed) return;
      attempt.current = confirmed;
      // Only now is anything on its way: while the question is open nothing is submitting.
      if (mounted.current) setSubmitting(true);
      await send(confirmed);
    } finally {
      inFlight.current = false;
      if (mounted.current) setSubmitting(false);
    }
  };

  return {
    alert,
    canSubmit,
    submitting: busy,
    outcomeUnknown,
    submit,
    draft,
    walletOpen,
    closeWallet: () => setWalletOpen(false),
    toDashboard: () => navigate(siblingPath(location.pathname, 'dashboard')),
  };
}

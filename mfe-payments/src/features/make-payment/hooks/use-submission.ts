// Submitting a payment (spec 2 §4 Submission): the draft agreement or the confirm dialog first,
// one request per click, the error texts of §8, submit disabled after a decline, then the
// confirmation page, the account list refresh and the in-app review prompt.
import { getDialogs, getMobileBridge, getPortal, usePortalState } from '@portal/shared-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaymentSettings } from '../../../lib/settings';
import type { LoanAccount } from '../api/account-list';
import { submitPayment } from '../api/submit-payment';
import { isWallet, paidFromLabel, type ChosenMethod } from '../rules/chosen-method';
import { siblingPath, type Confirmation } from '../rules/confirmation';
import { FREQUENCY_LABELS, type Frequency, type PaymentKind } from '../rules/frequencies';
import { REVIEW_PROMPT_DELAY_MS, reviewPromptDue } from '../rules/review-prompt';
import { describeSubmissionError, type SubmissionAlert } from '../rules/submission-errors';
import { buildSubmitPayload } from '../rules/submit-payload';

export const SUBMIT_CONFIRM_TEXT = 'Are you sure you want to submit?';

/** Everything the submission needs, already decided by the earlier steps. */
export interface SubmissionInput {
  account: LoanAccount;
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
  const { account, method, settings, kind } = input;
  const [alert, setAlert] = useState<SubmissionAlert | null>(null);
  const [declined, setDeclined] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const [draft, setDraft] = useState<{ resolve(token: string | null): void } | null>(null);
  const [walletOpen, setWalletOpen] = useState(false);
  const canSubmit = input.ready && !declined && !submitting;
  const draftRequired =
    settings.flag('Features.AchDraftAgreementRequired') &&
    method.type === 'ACH' &&
    kind === 'recurring';

  const askDraftToken = () => new Promise<string | null>((resolve) => setDraft({ resolve }));

  const confirmSubmission = async (): Promise<{ go: boolean; token: string | null }> => {
    if (draftRequired) {
      const token = await askDraftToken();
      setDraft(null);
      return { go: token !== null, token };
    }
    const go = await getDialogs().confirm({
      text: SUBMIT_CONFIRM_TEXT,
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
            monthsSinceLastAttempt: settings.number('Payments.ReviewMinMonthsSinceLastAttempt', 3),
            daysSinceInstall: settings.number('Payments.ReviewMinDaysSinceInstall', 7),
            appLoads: settings.number('Payments.ReviewMinAppLoads', 5),
          },
          DateTime.now(),
        );
        if (due) bridge.requestInAppReview();
      });
    }, REVIEW_PROMPT_DELAY_MS);
  };

  const submit = async () => {
    const { amount } = input;
    if (inFlight.current || !canSubmit || amount === null) return;
    inFlight.current = true;
    setSubmitting(true);
    setAlert(null);
    try {
      if (isWallet(method.type)) {
        setWalletOpen(true);
        return;
      }
      const { go, token } = await confirmSubmission();
      if (!go) return;
      const sentAmount = input.locTotalDue ? 0 : amount;
      const payload = buildSubmitPayload({
        logonName: session?.username ?? '',
        companyNumber: session?.companyNumber ?? 0,
        accountNumber: account.Number,
        accountType: account.Type,
        paymentDate: input.paymentDate,
        amount: sentAmount,
        firstPartyFee: input.firstPartyFee,
        thirdPartyFee: input.thirdPartyFee,
        additionalPrincipal: input.additional,
        isPayoff: input.isPayoff,
        method,
        kind,
        frequency: input.frequency,
        daysBeforeDue: input.daysBeforeDue,
        draftAgreementToken: token,
      });
      const result = await submitPayment(getPortal().api, kind, payload);
      if (!result.ok) {
        const extra =
          method.type === 'Card'
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
      promptReview();
      const { frequency } = input;
      const confirmation: Confirmation = {
        referenceNumber: result.referenceNumber,
        kind,
        loan: `${account.Description} ${account.Number}`.trim(),
        paidFrom: paidFromLabel(method),
        isCard: method.type === 'Card',
        frequency: FREQUENCY_LABELS[frequency],
        payDate: input.paymentDate.toFormat('MM/dd/yyyy'),
        dueDate: input.dueDate ? input.dueDate.toFormat('MM/dd/yyyy') : '',
        daysPrior:
          frequency === 'DaysBeforeDue'
            ? input.daysBeforeDue
            : frequency === 'OnDueDate'
              ? 0
              : null,
        amount: sentAmount,
        fee: input.firstPartyFee + input.thirdPartyFee,
        additionalPrincipal: input.additional,
        total: input.total ?? 0,
        isRecurringLOCPayingTotalDue: input.locTotalDue,
      };
      navigate(siblingPath(location.pathname, 'paymentConfirm'), { state: confirmation });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return {
    alert,
    canSubmit,
    submitting,
    submit,
    draft,
    walletOpen,
    closeWallet: () => setWalletOpen(false),
    toDashboard: () => navigate(siblingPath(location.pathname, 'dashboard')),
  };
}

// The amount step (spec 2 §4 Amount step, §5 Amount): what is paid, its limits and messages,
// clamping when the limits move, Pay Amount Due and the additional principal.
import { useState } from 'react';
import type { PaymentSettings } from '../../../lib/payment-settings';
import type { PaymentInfo } from '../../../api/payment-info';
import {
  amountError,
  amountLimits,
  clampAmount,
  AMOUNT_MESSAGES,
  type AmountContext,
} from '../rules/amount-limits';
import { allowsAdditionalPrincipal, type PaymentType } from '../../../lib/fees';
import type { Frequency, PaymentKind } from '../../../lib/frequencies';
import { settingCents } from '../../../lib/money';
import { formatAmountInput, parseCents, type Cents } from '@portal/money/cents';

export const ADDITIONAL_PRINCIPAL_INVALID = 'Additional principal amount is invalid';

export interface AmountStepInput {
  info: PaymentInfo;
  settings: PaymentSettings;
  type: PaymentType;
  kind: PaymentKind;
  frequency: Frequency;
  isLoc: boolean;
  /** Cents. */
  payoff: { isPayoff: boolean; amount: Cents; quote: Cents | null };
}

export function useAmountStep({
  info,
  settings,
  type,
  kind,
  frequency,
  isLoc,
  payoff,
}: AmountStepInput) {
  const isCard = type === 'Card';
  const customDaysBeforeDue = settings.flag('Payments.CustomAmountDaysBeforeDue') || isCard;
  const additionalAllowed = allowsAdditionalPrincipal(
    type,
    kind,
    settings.flag('Payments.AllowAdditionalPrincipal'),
  );
  const dueKinds = frequency === 'DaysBeforeDue' || frequency === 'OnDueDate';
  const showAmount = !payoff.isPayoff && (!dueKinds || customDaysBeforeDue || additionalAllowed);
  const regular = isLoc ? 0 : info.regularPaymentAmount;
  const [amountText, setAmountText] = useState('');
  const [additionalText, setAdditionalText] = useState('');
  const [payAmountDue, setPayAmountDue] = useState(false);
  // "Required" shows once the borrower has typed in or left the field, not on arrival.
  const [amountTouched, setAmountTouched] = useState(false);
  const [lowered, setLowered] = useState<Cents | null>(null);

  // A change of frequency resets Pay Amount Due (a later step follows an earlier one).
  const [seenFrequency, setSeenFrequency] = useState(frequency);
  if (seenFrequency !== frequency) {
    setSeenFrequency(frequency);
    setPayAmountDue(false);
  }

  const context: AmountContext = {
    isCard,
    isRecurring: kind === 'recurring',
    isNonFutureDate: kind !== 'scheduled',
    achMinimum: settingCents(settings.text('Payments.AchMinimum'), 1),
    cardMinimum: settingCents(settings.text('Payments.CardMinimum'), 1),
    cardMaximum: settingCents(settings.text('Payments.CardMaximum'), 250_000),
    delinquent: info.isDelinquent || info.delinquent,
    forceDelinquentTotalDue: settings.flag('Payments.ForceDelinquentTotalDue'),
    forceMinimumPayment: settings.flag('Payments.ForceMinimumPayment'),
    forceTotalDue: settings.flag('Payments.ForceTotalDue'),
    allowRecurringAboveRegular: settings.flag('Payments.AllowRecurringAboveRegular'),
    maxPayoffPercent: settings.number('Payments.MaxPayoffPercent'),
    defaultPaymentAmount: info.defaultPaymentAmount,
    regularPaymentAmount: info.regularPaymentAmount,
    totalDue: info.totalAmountDue,
    payoffAmount: info.payoffAmount,
    payoffQuote: payoff.quote,
  };
  const limits = amountLimits(context);
  // Clamp when the limits move (context change), not on every keystroke.
  const limitsKey = `${limits.min}:${limits.max}`;
  const [seenLimits, setSeenLimits] = useState(limitsKey);
  if (seenLimits !== limitsKey) {
    setSeenLimits(limitsKey);
    const clamped = clampAmount(parseCents(amountText), limits);
    if (clamped.amount !== null) setAmountText(formatAmountInput(clamped.amount));
    setLowered(clamped.loweredToMax ? limits.max : null);
  }

  const locTotalDue = isLoc && kind === 'recurring' && payAmountDue;
  let amount: Cents | null;
  if (payoff.isPayoff) amount = payoff.amount;
  else if (dueKinds && !showAmount) amount = regular;
  else if (payAmountDue) amount = regular;
  else amount = parseCents(amountText);
  // Text that is not an amount ("abc", "1.234") gets the range message rather than "required".
  const unreadable = amount === null && amountText.trim() !== '';
  const amountMessage =
    showAmount && !payAmountDue
      ? unreadable
        ? AMOUNT_MESSAGES.range(limits.min, limits.max)
        : amountError(amount, limits)
      : null;
  const additional = additionalAllowed
    ? (parseCents(additionalText) ?? (additionalText.trim() === '' ? 0 : null))
    : 0;
  const additionalMessage = additional === null ? ADDITIONAL_PRINCIPAL_INVALID : null;
  const notices = [
    ...(limits.cardNotice ? [limits.cardNotice, AMOUNT_MESSAGES.exceedsMethodMaximum] : []),
    ...(lowered !== null ? [AMOUNT_MESSAGES.loweredToMaximum(lowered)] : []),
  ];
  const complete =
    (locTotalDue || (amount !== null && amountMessage === null)) && additionalMessage === null;

  const formatOnBlur = (text: string, set: (text: string) => void) => () => {
    const parsed = parseCents(text);
    if (parsed !== null) set(formatAmountInput(parsed));
  };

  return {
    showAmount,
    amount,
    additional,
    additionalAllowed,
    locTotalDue,
    complete,
    notices,
    /** Props for the amount section's inputs. */
    fields: {
      amountText,
      onAmountText: (text: string) => {
        setAmountText(text);
        setAmountTouched(true);
        setLowered(null);
      },
      onAmountBlur: () => {
        setAmountTouched(true);
        formatOnBlur(amountText, setAmountText)();
      },
      amountError: amountTouched ? amountMessage : null,
      payAmountDue: {
        visible: kind === 'recurring' && showAmount,
        checked: payAmountDue,
        // The field shows what is paid: the regular payment amount (spec 2 §4 Amount step).
        onChange: (checked: boolean) => {
          setPayAmountDue(checked);
          if (checked) {
            setAmountText(formatAmountInput(regular));
            setLowered(null);
          }
        },
      },
      additional: {
        visible: additionalAllowed,
        text: additionalText,
        onText: setAdditionalText,
        onBlur: formatOnBlur(additionalText, setAdditionalText),
        error: additionalMessage,
      },
    },
  };
}

// The frequency step's state and rules (spec 2 §4 Frequency choice, §5 Payment date, Recurring
// date, Days before due, Frequency option visibility). A change of frequency resets the date,
// the days before due and the payoff choice.
import { DateTime } from 'luxon';
import { useState } from 'react';
import type { PaymentSettings } from '../../../lib/payment-settings';
import type { PaymentInfo } from '../../../api/payment-info';
import { isoDay, parseWireDay } from '../../../lib/calendar';
import {
  daysBeforeDueOptions,
  paymentKind,
  visibleFrequencies,
  type Frequency,
} from '../../../lib/frequencies';
import { paymentDateError } from '../rules/payment-date';
import { PAYOFF_MESSAGES } from '../rules/payoff';
import { recurringDateError } from '../rules/recurring-date';

const RECURRING_DATE_FREQUENCIES: readonly Frequency[] = [
  'MonthlyOnDate',
  'SemiMonthly',
  'TwoWeeks',
  'Weekly',
];

export const frequencyNeedsDate = (frequency: Frequency) =>
  frequency !== 'DaysBeforeDue' && frequency !== 'OnDueDate';

const day = (wire: string) => wire.slice(0, 10);

export interface FrequencyStepInput {
  info: PaymentInfo;
  settings: PaymentSettings;
  today: DateTime;
  isAch: boolean;
  /** Only Pay Once today may be chosen (single-use method, wallet, restriction). */
  immediateOnly: boolean;
  recurringBlocked: boolean;
}

export function useFrequencyStep({
  info,
  settings,
  today,
  isAch,
  immediateOnly,
  recurringBlocked,
}: FrequencyStepInput) {
  const dueDate = parseWireDay(info.dueDate);
  const nonPaymentDays = info.nonPaymentDays.map(day);
  const futureNonPayment = info.futureNonPaymentDays.map(day);
  const daysOptions = dueDate
    ? daysBeforeDueOptions(
        dueDate,
        info.billingFrequency,
        futureNonPayment.length > 0 ? futureNonPayment : null,
        today,
      )
    : [];
  const frequencies: Frequency[] = immediateOnly
    ? ['OneTime']
    : visibleFrequencies({
        billingFrequency: info.billingFrequency,
        recurringAllowed: info.recurringAllowed && !info.recurringPayment && !recurringBlocked,
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
        mailPreference: info.mailPreference,
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
  };

  const allowSaturday = !isAch || settings.flag('Payments.AchSaturdayAllowed');
  const allowSunday = !isAch || settings.flag('Payments.AchSundayAllowed');
  let dateError: string | null = null;
  if (frequency === 'OneTime') {
    dateError = paymentDateError(validDate, {
      today,
      nonPaymentDays,
      daysInPeriod: info.daysInPeriod,
      allowSaturday,
      allowSunday,
      smallDollarRule: settings.flag('Payments.SmallDollarRule'),
      mailPreference: info.mailPreference,
      blockedImmediateAchDay: isAch && info.blockImmediateAchAfterCutoff ? isoDay(today) : null,
    });
    if (payoffChecked && validDate && validDate < today) dateError = PAYOFF_MESSAGES.pastDate;
    if (!dateError && immediateOnly && kind !== 'immediate')
      dateError = settings.text('PaymentErrors.onlyImmediateNonSavedMethod');
  } else if (RECURRING_DATE_FREQUENCIES.includes(frequency)) {
    dateError = validDate
      ? recurringDateError(validDate, frequency, {
          today,
          nonSchedulableDays: info.nonSchedulableDays.map(day),
          allowSaturday,
          allowSunday,
        })
      : 'Payment date is required';
  }
  const complete =
    frequency === 'OnDueDate' ||
    (frequency === 'DaysBeforeDue'
      ? daysBeforeDue !== null
      : dateError === null && validDate !== null);

  return {
    dueDate,
    frequencies,
    frequency,
    setFrequency,
    dateText,
    setDateText,
    validDate,
    kind,
    daysOptions,
    daysBeforeDue,
    setDaysBeforeDue,
    payoffChecked,
    setPayoffChecked,
    dateError,
    complete,
  };
}

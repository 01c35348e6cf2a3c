// The Payment Frequency section (spec 2 §2, §4 Frequency choice, §4 Payoff).
import { useId } from 'react';
import { FREQUENCY_LABELS, type Frequency } from '../../../lib/frequencies';
import { formatMoney } from '@portal/money/cents';
import { ui } from '@portal/ui/class-names';
import { StepHeading } from '../../../components/step-heading';
import { STEP } from '../../../lib/payment-steps';

const SEMI_MONTHLY_NOTE =
  'Your first payment date will be the one you select. The second will happen approximately two weeks after.';
const OVERDUE_TODAY_NOTE = 'Overdue loan payment can only be made today';

export interface FrequencySectionProps {
  frequencies: readonly Frequency[];
  frequency: Frequency;
  onFrequency(frequency: Frequency): void;
  dateText: string;
  onDate(text: string): void;
  dateError: string | null;
  minDate: string;
  daysOptions: readonly number[];
  daysBeforeDue: number | null;
  onDaysBeforeDue(days: number | null): void;
  payoff: {
    visible: boolean;
    checked: boolean;
    onChange(checked: boolean): void;
    asOf: string | null;
    amount: number | null;
    loading: boolean;
    error: string | null;
  };
  overdue: boolean;
  feeLoading: boolean;
  feeError: string | null;
  recurringMessage: string;
}

export function FrequencySection(props: FrequencySectionProps) {
  const id = useId();
  const { frequency, payoff } = props;
  const recurringDate = ['MonthlyOnDate', 'SemiMonthly', 'TwoWeeks', 'Weekly'].includes(frequency);
  return (
    <section className="payments-step" aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`} step={STEP.schedule}>
        Payment Frequency
      </StepHeading>
      <div className={ui.field}>
        <label htmlFor={`${id}-frequency`}>Frequency</label>
        <select
          id={`${id}-frequency`}
          value={frequency}
          onChange={(event) => props.onFrequency(event.target.value as Frequency)}
        >
          {props.frequencies.map((option) => (
            <option key={option} value={option}>
              {FREQUENCY_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      {frequency === 'DaysBeforeDue' && (
        <div className={ui.field}>
          <label htmlFor={`${id}-days`}>Days Before Due Date</label>
          <select
            id={`${id}-days`}
            value={props.daysBeforeDue ?? ''}
            onChange={(event) =>
              props.onDaysBeforeDue(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">Select</option>
            {props.daysOptions.map((days) => (
              <option key={days} value={days}>
                {days}
              </option>
            ))}
          </select>
        </div>
      )}
      {frequency === 'OneTime' && (
        <>
          {payoff.visible && (
            <p>
              <label className={ui.choice}>
                <input
                  type="checkbox"
                  checked={payoff.checked}
                  onChange={(event) => payoff.onChange(event.target.checked)}
                />{' '}
                Pay off the full amount
              </label>
            </p>
          )}
          <DateField id={`${id}-date`} label="Payment Date" {...props} />
          {props.overdue && <p className="payments-note">{OVERDUE_TODAY_NOTE}</p>}
          {payoff.checked && payoff.loading && <p role="status">Loading payoff quote…</p>}
          {payoff.error && (
            <p role="alert" className={ui.fieldError}>
              {payoff.error}
            </p>
          )}
          {payoff.checked && payoff.amount !== null && !payoff.loading && (
            <p>
              {payoff.asOf ? `Pay off as of ${payoff.asOf}:` : 'Pay off as of today:'}{' '}
              <strong>{formatMoney(payoff.amount)}</strong>
            </p>
          )}
        </>
      )}
      {recurringDate && (
        <>
          <DateField id={`${id}-first`} label="First Payment Date" {...props} />
          {frequency === 'SemiMonthly' && <p className="payments-note">{SEMI_MONTHLY_NOTE}</p>}
        </>
      )}
      {props.feeLoading && <p role="status">Calculating fees…</p>}
      {props.feeError && (
        <p role="alert" className={ui.fieldError}>
          {props.feeError}
        </p>
      )}
      {frequency !== 'OneTime' && props.recurringMessage && (
        <p className="payments-note">{props.recurringMessage}</p>
      )}
    </section>
  );
}

function DateField({
  id,
  label,
  dateText,
  onDate,
  dateError,
  minDate,
}: { id: string; label: string } & Pick<
  FrequencySectionProps,
  'dateText' | 'onDate' | 'dateError' | 'minDate'
>) {
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={dateText}
        min={minDate}
        onChange={(event) => onDate(event.target.value)}
        aria-invalid={dateError ? true : undefined}
        aria-describedby={dateError ? `${id}-error` : undefined}
      />
      {dateError && (
        <p id={`${id}-error`} className={ui.fieldError} role="alert">
          {dateError}
        </p>
      )}
    </div>
  );
}

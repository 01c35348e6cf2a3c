// The payment amount step and the fee and total lines (spec 2 §2 Payment amount, Fee and total).
import { useId } from 'react';
import { AMOUNT_INPUT_MAX_LENGTH } from '../../../lib/money';
import { formatMoney } from '@portal/money/cents';
import { cx, ui } from '@portal/ui/class-names';
import { StepHeading } from '../../../components/step-heading';
import { STEP } from '../../../lib/payment-steps';

export interface AmountSectionProps {
  showAmount: boolean;
  amountText: string;
  onAmountText(text: string): void;
  onAmountBlur(): void;
  amountError: string | null;
  notices: readonly string[];
  payAmountDue: { visible: boolean; checked: boolean; onChange(checked: boolean): void };
  additional: {
    visible: boolean;
    text: string;
    onText(text: string): void;
    onBlur(): void;
    error: string | null;
  };
  fee: number;
  showFee: boolean;
  cardFeeText: string | null;
  total: number | null;
}

export function AmountSection(props: AmountSectionProps) {
  const id = useId();
  return (
    <section className="payments-step" aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`} step={STEP.amount}>
        Payment Amount
      </StepHeading>
      {props.payAmountDue.visible && (
        <p>
          <label className={ui.choice}>
            <input
              type="checkbox"
              checked={props.payAmountDue.checked}
              onChange={(event) => props.payAmountDue.onChange(event.target.checked)}
            />{' '}
            Pay Amount Due
          </label>
        </p>
      )}
      {props.showAmount && (
        <div className={ui.field}>
          <label htmlFor={`${id}-amount`}>Amount</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            maxLength={AMOUNT_INPUT_MAX_LENGTH}
            value={props.amountText}
            disabled={props.payAmountDue.checked}
            onChange={(event) => props.onAmountText(event.target.value)}
            onBlur={props.onAmountBlur}
            aria-invalid={props.amountError ? true : undefined}
            aria-describedby={props.amountError ? `${id}-amount-error` : undefined}
          />
          {props.amountError && (
            <p id={`${id}-amount-error`} className={ui.fieldError}>
              {props.amountError}
            </p>
          )}
        </div>
      )}
      {props.notices.map((notice) => (
        <p key={notice} className={cx(ui.banner, ui.bannerInfo)}>
          {notice}
        </p>
      ))}
      {props.additional.visible && (
        <div className={ui.field}>
          <label htmlFor={`${id}-additional`}>Additional Principal Amount</label>
          <input
            id={`${id}-additional`}
            inputMode="decimal"
            maxLength={AMOUNT_INPUT_MAX_LENGTH}
            value={props.additional.text}
            onChange={(event) => props.additional.onText(event.target.value)}
            onBlur={props.additional.onBlur}
            aria-invalid={props.additional.error ? true : undefined}
          />
          {props.additional.error && <p className={ui.fieldError}>{props.additional.error}</p>}
        </div>
      )}
      <dl aria-label="Fee and total">
        {props.showFee && (
          <>
            <dt>Processing Fee</dt>
            <dd>{formatMoney(props.fee)}</dd>
          </>
        )}
        {props.cardFeeText && props.showFee && (
          <dd className="payments-note">{props.cardFeeText}</dd>
        )}
        {props.total !== null && (
          <>
            <dt>Payment Total</dt>
            <dd>
              <strong>{formatMoney(props.total)}</strong>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

// The last step, review and submit: the submission alert (spec 2 §8 alert styles) and the submit
// button, whose label differs between an immediate payment and a scheduled or recurring one.
// The review itself is the confirm question, which shows every line of the payment above it.
import { useId } from 'react';
import type { PaymentKind } from '../../../lib/frequencies';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import type { SubmissionAlert } from '../rules/submission-errors';
import { StepHeading } from '../../../components/step-heading';
import { STEP } from '../../../lib/payment-steps';
import { cx, ui } from '@portal/ui/class-names';

export interface SubmitAreaProps {
  alert: SubmissionAlert | null;
  showButton: boolean;
  canSubmit: boolean;
  submitting: boolean;
  kind: PaymentKind;
  onSubmit(): void;
}

export function SubmitArea({
  alert,
  showButton,
  canSubmit,
  submitting,
  kind,
  onSubmit,
}: SubmitAreaProps) {
  const id = useId();
  const banner = alert && (
    <div
      className={cx(ui.banner, alert.style === 'info' ? ui.bannerInfo : ui.bannerError)}
      role="alert"
      data-banner-code={
        alert.style === 'error' ? ('payments.submit-failed' satisfies BannerCode) : undefined
      }
    >
      {alert.text}
    </div>
  );
  if (!showButton) return banner;
  return (
    <section className="payments-step" aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`} step={STEP.review}>
        Review and Submit
      </StepHeading>
      {banner}
      <p>
        <button type="button" className={ui.button} disabled={!canSubmit} onClick={onSubmit}>
          {submitting ? 'Submitting…' : kind === 'immediate' ? 'Make Payment' : 'Schedule Payment'}
        </button>
      </p>
    </section>
  );
}

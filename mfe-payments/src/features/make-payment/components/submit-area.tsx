// The submission alert (spec 2 §8 alert styles) and the submit button, whose label differs
// between an immediate payment and a scheduled or recurring one.
import type { PaymentKind } from '../../../lib/frequencies';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import type { SubmissionAlert } from '../rules/submission-errors';
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
  return (
    <>
      {alert && (
        <div
          className={cx(ui.banner, alert.style === 'info' ? ui.bannerInfo : ui.bannerError)}
          role="alert"
          data-banner-code={
            alert.style === 'error' ? ('payments.submit-failed' satisfies BannerCode) : undefined
          }
        >
          {alert.text}
        </div>
      )}
      {showButton && (
        <p className="payments-step">
          <button type="button" className={ui.button} disabled={!canSubmit} onClick={onSubmit}>
            {submitting
              ? 'Submitting…'
              : kind === 'immediate'
                ? 'Make Payment'
                : 'Schedule Payment'}
          </button>
        </p>
      )}
    </>
  );
}

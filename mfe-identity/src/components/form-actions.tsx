import type { ReactNode } from 'react';
import { cx, ui } from '@portal/ui/class-names';

interface FormActionsProps {
  submitLabel: string;
  submitDisabled?: boolean;
  /** Registration sections go back a section (spec 1 §2); login steps have no Go Back. */
  onBack?(): void;
  onCancel(): void;
  /** Extra buttons right after the submit (Resend Code). */
  children?: ReactNode;
}

/** The button row identity forms end with: submit, extras, Go Back, then Cancel. */
export function FormActions({
  submitLabel,
  submitDisabled,
  onBack,
  onCancel,
  children,
}: FormActionsProps) {
  return (
    <div className="actions">
      <button type="submit" className={ui.button} disabled={submitDisabled}>
        {submitLabel}
      </button>
      {children}
      {onBack && (
        <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onBack}>
          Go Back
        </button>
      )}
      <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

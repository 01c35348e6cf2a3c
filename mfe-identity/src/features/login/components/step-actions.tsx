import type { ReactNode } from 'react';

interface StepActionsProps {
  submitLabel: string;
  onCancel(): void;
  /** Extra buttons between the submit and Cancel (the security code's Resend Code). */
  children?: ReactNode;
}

/** The buttons every login follow-up step ends with: its submit, then Cancel (spec 1 §4). */
export function StepActions({ submitLabel, onCancel, children }: StepActionsProps) {
  return (
    <div className="actions">
      <button type="submit" className="button">
        {submitLabel}
      </button>
      {children}
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

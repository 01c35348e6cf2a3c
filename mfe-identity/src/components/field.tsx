import type { ReactNode } from 'react';
import { ui } from '@portal/ui/class-names';

/** What a field hands its control so the label and the error message are tied to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** An id that describes the control while there is no error (e.g. the question asked). */
  describedBy?: string;
  /** Shown under the control, before the error (e.g. a reveal toggle). */
  after?: ReactNode;
  children(control: FieldControl): ReactNode;
}

/**
 * One labelled control with its error message, announced through aria-describedby. Every
 * identity form builds its inputs and selects on this, so the accessible wiring lives in one place.
 */
export function Field({ id, label, error, describedBy, after, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : describedBy,
      })}
      {after}
      {error && (
        <p id={errorId} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

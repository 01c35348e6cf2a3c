// A labelled input with its error, wired for screen readers.
import type { InputHTMLAttributes, Ref } from 'react';
import { ui } from '@portal/ui/class-names';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

export function Field({ id, label, error, inputRef, ...input }: FieldProps) {
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

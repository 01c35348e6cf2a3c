import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  id: string;
  label: string;
  error?: string;
  describedBy?: string;
  after?: ReactNode;
  registration: UseFormRegisterReturn;
}

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({
  id,
  label,
  error,
  describedBy,
  after,
  registration,
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} describedBy={describedBy} after={after}>
      {(control) => <input {...control} {...input} {...registration} />}
    </Field>
  );
}

// Checkboxes and radios with their label as the hit area (a 44 px row on phones), and the
// fieldset that groups them, drawn without the browser's native border.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx, ui } from './class-names';

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  type?: 'checkbox' | 'radio';
  label: ReactNode;
};

/** One checkbox or radio inside its label, so the whole row toggles it. */
export function Choice({ label, type = 'checkbox', className, ...input }: ChoiceProps) {
  return (
    <label className={cx(ui.choice, className)}>
      <input type={type} {...input} />
      <span>{label}</span>
    </label>
  );
}

interface FieldsetProps {
  legend: ReactNode;
  children: ReactNode;
  /** Choices side by side where they fit (radio groups of two or three). */
  inline?: boolean;
  className?: string;
  describedBy?: string;
}

/** A group of related controls named by its legend. */
export function Fieldset({ legend, children, inline, className, describedBy }: FieldsetProps) {
  return (
    <fieldset className={cx(ui.fieldset, className)} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {inline ? <div className={ui.choiceRow}>{children}</div> : children}
    </fieldset>
  );
}

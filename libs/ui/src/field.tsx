// One labelled control with its inline error, announced through aria-describedby: every form
// of every area builds its inputs and selects on this, so the accessible wiring and the look
// (44 px controls on phones) live in one place.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { cx, ui } from './class-names';

/** What a field hands its control so the label and the error message are tied to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrame {
  id: string;
  label: ReactNode;
  error?: string | null | undefined;
  /** An id that describes the control while there is no error (e.g. the question asked). */
  describedBy?: string | undefined;
  /** Shown under the control, before the error (e.g. a reveal toggle, a hint). */
  after?: ReactNode;
  /** Something shown inside the control's box before the value, such as "$". */
  prefix?: string;
  className?: string;
}

interface FieldProps extends FieldFrame {
  children(control: FieldControl): ReactNode;
}

export function Field({
  id,
  label,
  error,
  describedBy,
  after,
  prefix,
  className,
  children,
}: FieldProps) {
  const errorId = `${id}-error`;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : describedBy,
  });
  return (
    <div className={cx(ui.field, className)}>
      <label htmlFor={id}>{label}</label>
      {prefix === undefined ? (
        control
      ) : (
        <div className={ui.fieldAffix}>
          {/* The label names the currency; the glyph is only a visual cue. */}
          <span aria-hidden="true">{prefix}</span>
          {control}
        </div>
      )}
      {after}
      <InlineError id={errorId} message={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> & FieldFrame;

/** A labelled input; react-hook-form's register() spreads straight onto it. */
export function TextField(props: InputProps) {
  const [frame, input] = splitFrame(props);
  return <Field {...frame}>{(control) => <input {...control} {...input} />}</Field>;
}

/** An amount in dollars: a decimal keypad on phones and a "$" inside the box. */
export function MoneyField(props: Omit<InputProps, 'prefix' | 'inputMode'>) {
  return <TextField inputMode="decimal" autoComplete="off" prefix="$" {...props} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & FieldFrame;

/** A labelled select with its options as children. */
export function SelectField({ children, ...props }: SelectProps) {
  const [frame, select] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** Separates what the field frame draws (label, error, …) from the attributes of the control. */
function splitFrame<Props extends FieldFrame>(
  props: Props,
): [FieldFrame, Omit<Props, keyof FieldFrame>] {
  const { id, label, error, describedBy, after, prefix, className, ...control } = props;
  return [{ id, label, error, describedBy, after, prefix, className }, control];
}

/** A field's message, referenced by its control's aria-describedby; nothing when there is none. */
export function InlineError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={ui.fieldError}>
      {message}
    </p>
  );
}

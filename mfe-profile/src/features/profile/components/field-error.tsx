import { ui } from '@portal/ui/class-names';
/** A field's message, referenced by the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={ui.fieldError}>
      {message}
    </p>
  );
}

/** The props that tie an input to its message. */
export function describedBy(id: string, message: string | undefined) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? id : undefined,
  } as const;
}

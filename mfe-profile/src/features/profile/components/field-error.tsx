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

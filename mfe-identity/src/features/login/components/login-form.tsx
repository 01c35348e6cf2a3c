import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { firstMessageByField } from '@portal/field-rules/form-issues';
import { Field } from '@portal/ui/field';
import type { Credentials } from '../api/user-login';
import { cx, ui } from '@portal/ui/class-names';

const LoginFormSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('You must enter a username')),
  password: v.pipe(v.string(), v.nonEmpty('You must enter a password')),
});

type FieldName = keyof Credentials;
type Errors = Partial<Record<FieldName, string>>;
const FIELDS: FieldName[] = ['username', 'password'];

interface LoginFormProps {
  onSubmit(credentials: Credentials, event: FormEvent<HTMLFormElement>): Promise<void>;
}

const inputOf = (form: HTMLFormElement, name: FieldName) =>
  form.elements.namedItem(name) as HTMLInputElement | null;

/** The credentials as typed (trimmed by the schema), or the first message of each field. */
function checkForm(form: HTMLFormElement): { credentials: Credentials } | { errors: Errors } {
  const values = Object.fromEntries(FIELDS.map((name) => [name, inputOf(form, name)?.value ?? '']));
  const result = v.safeParse(LoginFormSchema, values);
  if (result.success) return { credentials: result.output };
  return { errors: firstMessageByField<FieldName>(result.issues) };
}

/**
 * Username and password (spec 1 §5, Login form). Disabled while a sign-in is under way.
 * Two fields checked on submit, then on every change (as the other identity forms do), with
 * the first invalid field focused: plain state, so the login page does not download a form
 * library (issue 14: react-hook-form was 13 kB of its 178 kB of JS).
 */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(true);
    const result = checkForm(form);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = FIELDS.find((name) => result.errors[name]);
      if (first) inputOf(form, first)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(result.credentials, event);
    } finally {
      setSubmitting(false);
    }
  }

  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (!checked) return;
    const result = checkForm(event.currentTarget);
    setErrors('errors' in result ? result.errors : {});
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} onChange={recheck} aria-label="Login">
      <fieldset disabled={isSubmitting} className="identity-plain-fieldset">
        <Field id="login-username" label="Username" error={errors.username}>
          {(control) => <input {...control} name="username" autoComplete="username" />}
        </Field>
        <Field id="login-password" label="Password" error={errors.password}>
          {(control) => (
            <input {...control} name="password" type="password" autoComplete="current-password" />
          )}
        </Field>
        <button type="submit" className={cx(ui.button, 'identity-login-submit')}>
          {isSubmitting ? 'Logging in…' : 'Login'}
        </button>
      </fieldset>
    </form>
  );
}

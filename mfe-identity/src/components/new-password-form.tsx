// New password + confirmation with the institution's rules (spec 1 §5, Password): legacy rules,
// or in server-rule mode the per-rule valid/invalid list and the combined message.
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  confirmationFailure,
  credentialMaxLength,
  credentialMinLength,
  legacyPasswordFailures,
  legacyPasswordMessage,
  PASSWORD_REQUIREMENTS_NOT_MET,
  passwordRuleStatuses,
  serverPasswordFailures,
  type PasswordServerCheck,
} from '@portal/shared-contracts';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { useIdentityOptions } from '../lib/identity-options';
import { usePasswordCheck } from '../lib/use-password-check';
import { usePasswordRules } from '../lib/use-password-rules';

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

interface NewPasswordFormProps {
  logon?: string;
  email?: string;
  /** Enables the async server check (ValidatePasswordForResetPassword). */
  resetToken?: string;
  /** Overrides the 12/128 maximum (activate allows 128). */
  maxLength?: number;
  passwordLabel?: string;
  submitLabel: string;
  confirmRequiredMessage?: string;
  mismatchMessage?: string;
  onSubmit(password: string): Promise<void>;
  onCancel?(): void;
}

const EMPTY_CHECK: PasswordServerCheck = {};

export function NewPasswordForm({
  logon,
  email,
  resetToken,
  maxLength,
  passwordLabel = 'New Password',
  submitLabel,
  confirmRequiredMessage = 'Password confirmation required',
  mismatchMessage = 'Passwords Do Not Match',
  onSubmit,
  onCancel,
}: NewPasswordFormProps) {
  const id = useId();
  const options = useIdentityOptions();
  const { serverMode, rules, customerCredentials } = usePasswordRules();
  const [revealed, setRevealed] = useState(false);
  const limits = {
    minLength: credentialMinLength(options.institution?.PasswordMinimumLength),
    maxLength: maxLength ?? credentialMaxLength(customerCredentials),
  };
  const checkRef = useRef<PasswordServerCheck>(EMPTY_CHECK);

  const schema = useMemo(
    () =>
      v.pipe(
        v.object({ password: v.string(), confirmation: v.string() }),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const { password, confirmation } = dataset.value;
          const context = { logon, email, serverCheck: checkRef.current };
          if (serverMode) {
            const failures = serverPasswordFailures(password, rules, context);
            const tooLong = password.length > limits.maxLength;
            if (failures.length > 0 || tooLong)
              addIssue({
                message: password === '' ? 'Password is required.' : PASSWORD_REQUIREMENTS_NOT_MET,
                path: [
                  {
                    type: 'object',
                    origin: 'value',
                    input: dataset.value,
                    key: 'password',
                    value: password,
                  },
                ],
              });
          } else {
            const failures = legacyPasswordFailures(password, { ...context, ...limits });
            const check = checkRef.current;
            if (check.matchesSsn) failures.push('matchesSSN');
            if (check.matchesEmail) failures.push('matchesEmail');
            const message = legacyPasswordMessage(failures, limits);
            if (message)
              addIssue({
                message,
                path: [
                  {
                    type: 'object',
                    origin: 'value',
                    input: dataset.value,
                    key: 'password',
                    value: password,
                  },
                ],
              });
          }
          const confirmMessage =
            confirmation === ''
              ? confirmRequiredMessage
              : confirmationFailure(password, confirmation)
                ? mismatchMessage
                : undefined;
          if (confirmMessage)
            addIssue({
              message: confirmMessage,
              path: [
                {
                  type: 'object',
                  origin: 'value',
                  input: dataset.value,
                  key: 'confirmation',
                  value: confirmation,
                },
              ],
            });
        }),
      ),
    [
      serverMode,
      rules,
      logon,
      email,
      limits.minLength,
      limits.maxLength,
      confirmRequiredMessage,
      mismatchMessage,
    ],
  );

  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: valibotResolver(schema),
    defaultValues: { password: '', confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const check = usePasswordCheck(password, rules, resetToken);
  checkRef.current = check ?? EMPTY_CHECK;
  const statuses = serverMode
    ? passwordRuleStatuses(password, rules, { logon, email, serverCheck: check })
    : [];

  const submit = handleSubmit(async (values) => onSubmit(values.password));

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel}>
      <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
        <div className="field">
          <label htmlFor={`${id}-password`}>{passwordLabel}</label>
          <input
            id={`${id}-password`}
            type={revealed ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={limits.maxLength}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            {...register('password')}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={revealed}
              onChange={(event) => setRevealed(event.target.checked)}
            />{' '}
            Show password
          </label>
          {errors.password && (
            <p id={`${id}-password-error`} className="field__error">
              {errors.password.message}
            </p>
          )}
        </div>
        {statuses.length > 0 && (
          <ul aria-label="Password requirements" className="rule-list">
            {statuses.map((status) => (
              <li key={`${status.type}-${status.label}`} data-valid={status.valid}>
                {status.valid ? '✓' : '✗'} {status.label}
                <span className="visually-hidden">{status.valid ? ' (met)' : ' (not met)'}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="field">
          <label htmlFor={`${id}-confirmation`}>Confirm Password</label>
          <input
            id={`${id}-confirmation`}
            type={revealed ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={limits.maxLength}
            aria-invalid={errors.confirmation ? true : undefined}
            aria-describedby={errors.confirmation ? `${id}-confirmation-error` : undefined}
            {...register('confirmation')}
          />
          {errors.confirmation && (
            <p id={`${id}-confirmation-error`} className="field__error">
              {errors.confirmation.message}
            </p>
          )}
        </div>
        <div className="actions">
          <button type="submit" className="button">
            {submitLabel}
          </button>
          {onCancel && (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}

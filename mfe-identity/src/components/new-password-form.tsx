// New password + confirmation with the institution's rules (spec 1 §5, Password): legacy rules,
// or in server-rule mode the per-rule valid/invalid list and the combined message.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { confirmationFailure } from '@portal/password-rules/password-confirmation';
import { credentialMaxLength, credentialMinLength } from '@portal/password-rules/password-limits';
import {
  legacyPasswordFailures,
  legacyPasswordMessage,
} from '@portal/password-rules/legacy-password-rules';
import { PASSWORD_REQUIREMENTS_NOT_MET } from '@portal/password-rules/password-failure-keys';
import {
  passwordRuleStatuses,
  serverPasswordFailures,
  type PasswordServerCheck,
} from '@portal/password-rules/server-password-rules';
import { sanitizePasswordInput } from '@portal/password-rules/password-input';
import type { PasswordValidationRule } from '@portal/password-rules/password-rule-types';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { useSettings } from '../lib/identity-settings';
import { usePasswordCheck } from '@portal/password-rules/use-password-check';
import { usePasswordRules } from '@portal/password-rules/use-password-rules';
import {
  fetchPasswordRules,
  usePasswordChecker,
  type PasswordCheckSource,
} from '../lib/password-checks';
import { RevealToggle } from '@portal/ui/reveal-toggle';
import { RuleList } from './rule-list';
import { TextField } from '@portal/ui/field';
import { cx, ui } from '@portal/ui/class-names';

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

interface NewPasswordFormProps {
  logon?: string;
  email?: string;
  /** Who answers the async check (reset token or signed-in user); none skips it. */
  checkSource?: PasswordCheckSource;
  /** Overrides the 12/128 maximum (activate allows 128). */
  maxLength?: number;
  passwordLabel?: string;
  submitLabel: string;
  /** Submit stays disabled until the form is valid (spec 1 §2 forced password change). */
  disableUntilValid?: boolean;
  confirmRequiredMessage?: string;
  mismatchMessage?: string;
  onSubmit(password: string): Promise<void>;
  onCancel?(): void;
}

const EMPTY_CHECK: PasswordServerCheck = {};
const NO_RULES: readonly PasswordValidationRule[] = [];

export function NewPasswordForm({
  logon,
  email,
  checkSource,
  maxLength,
  passwordLabel = 'New Password',
  submitLabel,
  disableUntilValid = false,
  confirmRequiredMessage = 'Password confirmation required',
  mismatchMessage = 'Passwords Do Not Match',
  onSubmit,
  onCancel,
}: NewPasswordFormProps) {
  const id = useId();
  const options = useSettings();
  const {
    serverMode,
    rules: serverRules,
    customerCredentials,
  } = usePasswordRules(fetchPasswordRules);
  const rules = serverRules ?? NO_RULES;
  const [revealed, setRevealed] = useState(false);
  const minLength = credentialMinLength(options.institution?.PasswordMinimumLength);
  const longest = maxLength ?? credentialMaxLength(customerCredentials);
  const limits = useMemo(() => ({ minLength, maxLength: longest }), [minLength, longest]);
  const checkRef = useRef<PasswordServerCheck>(EMPTY_CHECK);

  const schema = useMemo(
    () =>
      v.pipe(
        v.object({ password: v.string(), confirmation: v.string() }),
        // eslint-disable-next-line react-hooks/refs -- valibot runs this check when the form validates (events, effects), never while rendering
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
    [serverMode, rules, logon, email, limits, confirmRequiredMessage, mismatchMessage],
  );

  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, isValid },
  } = useForm<NewPasswordValues>({
    resolver: valibotResolver(schema),
    defaultValues: { password: '', confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const { check } = usePasswordCheck(password, rules, usePasswordChecker(checkSource));
  // The schema reads the latest server check when it validates; kept current after each commit.
  useLayoutEffect(() => {
    checkRef.current = check ?? EMPTY_CHECK;
  }, [check]);
  const statuses = serverMode
    ? passwordRuleStatuses(password, rules, { logon, email, serverCheck: check })
    : [];

  // Password input is sanitised as typed (spec 1 §5).
  const sanitized = (name: keyof NewPasswordValues) =>
    register(name, {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const clean = sanitizePasswordInput(event.target.value, limits.maxLength);
        if (clean !== event.target.value)
          setValue(name, clean, { shouldValidate: Boolean(errors[name]) });
      },
    });

  const submit = handleSubmit(async (values) => onSubmit(values.password));

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel}>
      <fieldset disabled={isSubmitting} className="identity-plain-fieldset">
        <TextField
          id={`${id}-password`}
          label={passwordLabel}
          type={revealed ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={limits.maxLength}
          error={errors.password?.message}
          {...sanitized('password')}
          after={<RevealToggle label="Show password" revealed={revealed} onChange={setRevealed} />}
        />
        <RuleList statuses={statuses} />
        <TextField
          id={`${id}-confirmation`}
          label="Confirm Password"
          type={revealed ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={limits.maxLength}
          error={errors.confirmation?.message}
          {...sanitized('confirmation')}
        />
        <div className="actions">
          {/* Disabled until the form allows (spec 1 §2 forced password change, §5). */}
          <button type="submit" className={ui.button} disabled={disableUntilValid && !isValid}>
            {submitLabel}
          </button>
          {onCancel && (
            <button type="button" className={cx(ui.button, ui.buttonSecondary)} onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}

// Registration logon info (spec 1 §2, §4, §5 Logon/Password/Confirmation/Agreements).
import { credentialMaxLength, credentialMinLength } from '@portal/password-rules/password-limits';
import {
  legacyPasswordFailures,
  legacyPasswordMessage,
} from '@portal/password-rules/legacy-password-rules';
import {
  logonFailures,
  logonMessage,
  serverLogonFailures,
  serverLogonMessage,
} from '@portal/password-rules/logon-rules';
import { PASSWORD_REQUIREMENTS_NOT_MET } from '@portal/password-rules/password-failure-keys';
import {
  passwordRuleStatuses,
  serverPasswordFailures,
  type PasswordServerCheck,
} from '@portal/password-rules/server-password-rules';
import { sanitizePasswordInput } from '@portal/password-rules/password-input';
import type { PasswordValidationRule } from '@portal/password-rules/password-rule-types';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { AgreementChecklist } from '../../../components/agreement-checklist';
import { AgreementSetupErrors } from '../../../components/agreement-setup-errors';
import { Banner } from '../../../components/banner';
import { FormActions } from '../../../components/form-actions';
import { RuleList } from '../../../components/rule-list';
import { TextField } from '@portal/ui/field';
import type { Agreement } from '@portal/agreements/agreement-setup';
import {
  agreementErrors,
  ALL_AGREEMENTS_MESSAGE,
} from '../../../lib/agreements/agreement-validation';
import { useSettings } from '../../../lib/identity-settings';
import { usePasswordCheck } from '@portal/password-rules/use-password-check';
import { useLogonRules, usePasswordRules } from '@portal/password-rules/use-password-rules';
import {
  fetchLogonRules,
  fetchPasswordRules,
  usePasswordChecker,
} from '../../../lib/password-checks';
import type { LogonInfo, PersonalInfo } from '../api/registration-calls';

interface LogonInfoSectionProps {
  person: PersonalInfo;
  agreements: readonly Agreement[];
  busy: boolean;
  onSubmit(values: LogonInfo, agreed: readonly Agreement[]): void;
  onBack(): void;
  onCancel(): void;
}

const NO_CHECK: PasswordServerCheck = {};
const NO_RULES: readonly PasswordValidationRule[] = [];

export function LogonInfoSection({
  person,
  agreements,
  busy,
  onSubmit,
  onBack,
  onCancel,
}: LogonInfoSectionProps) {
  const options = useSettings();
  const {
    serverMode,
    rules: serverRules,
    customerCredentials,
  } = usePasswordRules(fetchPasswordRules);
  const rules = serverRules ?? NO_RULES;
  const logonRules = useLogonRules(fetchLogonRules) ?? NO_RULES;
  const confirmOn = options.flag('Features.ConfirmPassword');
  const maxLength = credentialMaxLength(customerCredentials);
  const logonLimits = {
    minLength: credentialMinLength(options.institution?.UserNameMinimumLength),
    maxLength,
  };
  const passwordLimits = {
    minLength: credentialMinLength(options.institution?.PasswordMinimumLength),
    maxLength,
  };
  const forceClick = options.flag('Agreements.ForceClickOnUrl');
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [agreementsTried, setAgreementsTried] = useState(false);
  const checkRef = useRef<PasswordServerCheck>(NO_CHECK);

  const logonProblem = (logon: string) =>
    logonMessage(logonFailures(logon, logonLimits), logonLimits) ??
    (serverMode
      ? serverLogonMessage(serverLogonFailures(logon, logonRules, person.emailAddress))
      : undefined);
  // Server-rule mode learns about the SSN and e-mail from the debounced check; the legacy rules
  // compare with them directly (their SSN rule is "contains", not "equals").
  const passwordProblem = (password: string, logon: string, serverCheck: PasswordServerCheck) => {
    if (serverMode)
      return serverPasswordFailures(password, rules, { logon, serverCheck }).length > 0 ||
        password.length > maxLength
        ? password === ''
          ? 'Password is required.'
          : PASSWORD_REQUIREMENTS_NOT_MET
        : undefined;
    return legacyPasswordMessage(
      legacyPasswordFailures(password, {
        logon,
        email: person.emailAddress,
        ssn: person.ssn,
        ...passwordLimits,
      }),
      passwordLimits,
    );
  };

  const {
    register,
    handleSubmit,
    control,
    setValue,
    trigger,
    formState: { errors },
  } = useForm<LogonInfo>({
    defaultValues: { logonName: '', password: '', passwordConfirm: '' },
    resolver: (values) => {
      const found: FieldErrors<LogonInfo> = {};
      const logon = logonProblem(values.logonName);
      if (logon) found.logonName = { type: 'logon', message: logon };
      // The resolver runs when the form validates (events, effects), never while rendering.
      const password = passwordProblem(values.password, values.logonName, checkRef.current);
      if (password) found.password = { type: 'password', message: password };
      if (confirmOn) {
        if (values.passwordConfirm === '')
          found.passwordConfirm = { type: 'required', message: 'Password confirmation required' };
        else if (values.passwordConfirm !== values.password)
          found.passwordConfirm = { type: 'match', message: 'Password does not match' };
      }
      return Object.keys(found).length > 0 ? { values: {}, errors: found } : { values, errors: {} };
    },
  });
  const logonName = useWatch({ control, name: 'logonName' });
  const password = useWatch({ control, name: 'password' });
  const { check } = usePasswordCheck(
    password,
    rules,
    usePasswordChecker({ kind: 'typed', ssn: person.ssn, email: person.emailAddress }),
  );
  // The resolver reads the latest server check when it validates; kept current after each commit.
  useLayoutEffect(() => {
    checkRef.current = check ?? NO_CHECK;
  }, [check]);
  const statuses = serverMode
    ? passwordRuleStatuses(password, rules, { logon: logonName, serverCheck: check })
    : [];
  const missingAgreements = agreementErrors(agreements, ticked, forceClick);

  // Spec 1 §4: the confirmation is marked touched once logon and password are valid and every
  // agreement is ticked, so its message shows without waiting for Register.
  const readyForConfirmation =
    confirmOn &&
    logonProblem(logonName) === undefined &&
    passwordProblem(password, logonName, check ?? NO_CHECK) === undefined &&
    missingAgreements.size === 0;
  useEffect(() => {
    if (readyForConfirmation) void trigger('passwordConfirm');
  }, [readyForConfirmation, trigger]);

  // Password input is sanitised as typed (spec 1 §5).
  const sanitized = (name: 'password' | 'passwordConfirm') =>
    register(name, {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const clean = sanitizePasswordInput(event.target.value, maxLength);
        if (clean !== event.target.value)
          setValue(name, clean, { shouldValidate: Boolean(errors[name]) });
      },
    });

  const submit = handleSubmit(
    (values) => {
      setAgreementsTried(true);
      if (missingAgreements.size > 0) return;
      onSubmit(values, agreements);
    },
    () => setAgreementsTried(true),
  );

  return (
    <form noValidate aria-label="Logon information" onSubmit={submit}>
      <TextField
        id="register-logonName"
        label="Login Name"
        maxLength={maxLength}
        autoComplete="username"
        error={errors.logonName?.message}
        {...register('logonName')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        maxLength={maxLength}
        autoComplete="new-password"
        disabled={logonName === ''}
        error={errors.password?.message}
        {...sanitized('password')}
      />
      <RuleList statuses={statuses} />
      {confirmOn && (
        <TextField
          id="register-passwordConfirm"
          label="Confirm Password"
          type="password"
          maxLength={maxLength}
          autoComplete="new-password"
          disabled={logonName === ''}
          error={errors.passwordConfirm?.message}
          {...sanitized('passwordConfirm')}
        />
      )}
      <AgreementSetupErrors />
      {agreements.length > 0 && (
        <>
          {agreementsTried && missingAgreements.size > 0 && (
            <Banner kind="error">{ALL_AGREEMENTS_MESSAGE}</Banner>
          )}
          <AgreementChecklist
            agreements={agreements}
            ticked={ticked}
            onChange={setTicked}
            forceClick={forceClick}
            richText={options.flag('Agreements.RichText')}
            errors={agreementsTried ? missingAgreements : undefined}
          />
        </>
      )}
      <FormActions
        submitLabel="Register"
        submitDisabled={busy}
        onBack={onBack}
        onCancel={onCancel}
      />
    </form>
  );
}

// Registration logon info (spec 1 §2, §4, §5 Logon/Password/Confirmation/Agreements).
import {
  credentialMaxLength,
  credentialMinLength,
  legacyPasswordFailures,
  legacyPasswordMessage,
  logonFailures,
  logonMessage,
  PASSWORD_REQUIREMENTS_NOT_MET,
  passwordRuleStatuses,
  serverPasswordFailures,
} from '@portal/shared-contracts';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { AgreementChecklist } from '../../../components/agreement-checklist';
import { Banner } from '../../../components/banner';
import { TextField } from '../../../components/text-field';
import type { Agreement } from '../../../lib/agreements/agreement-setup';
import {
  agreementErrors,
  ALL_AGREEMENTS_MESSAGE,
} from '../../../lib/agreements/agreement-validation';
import { useIdentityOptions } from '../../../lib/identity-options';
import { usePasswordRules } from '../../../lib/use-password-rules';
import type { LogonInfo, PersonalInfo } from '../api/registration-calls';

interface LogonInfoSectionProps {
  person: PersonalInfo;
  agreements: readonly Agreement[];
  busy: boolean;
  onSubmit(values: LogonInfo, agreed: readonly Agreement[]): void;
  onBack(): void;
  onCancel(): void;
}

export function LogonInfoSection({
  person,
  agreements,
  busy,
  onSubmit,
  onBack,
  onCancel,
}: LogonInfoSectionProps) {
  const options = useIdentityOptions();
  const { serverMode, rules, customerCredentials } = usePasswordRules();
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
  const context = { email: person.emailAddress, ssn: person.ssn };

  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<LogonInfo>({
    defaultValues: { logonName: '', password: '', passwordConfirm: '' },
    resolver: (values) => {
      const found: FieldErrors<LogonInfo> = {};
      const logon = logonMessage(logonFailures(values.logonName, logonLimits), logonLimits);
      if (logon) found.logonName = { type: 'logon', message: logon };
      const ctx = { ...context, logon: values.logonName };
      const password = serverMode
        ? serverPasswordFailures(values.password, rules, ctx).length > 0 ||
          values.password.length > maxLength
          ? values.password === ''
            ? 'Password is required.'
            : PASSWORD_REQUIREMENTS_NOT_MET
          : undefined
        : legacyPasswordMessage(
            legacyPasswordFailures(values.password, { ...ctx, ...passwordLimits }),
            passwordLimits,
          );
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
  const statuses = serverMode
    ? passwordRuleStatuses(password, rules, { ...context, logon: logonName })
    : [];
  const missingAgreements = agreementErrors(agreements, ticked, forceClick);

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
        registration={register('logonName')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        maxLength={maxLength}
        autoComplete="new-password"
        disabled={logonName === ''}
        error={errors.password?.message}
        registration={register('password')}
      />
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
      {confirmOn && (
        <TextField
          id="register-passwordConfirm"
          label="Confirm Password"
          type="password"
          maxLength={maxLength}
          autoComplete="new-password"
          disabled={logonName === ''}
          error={errors.passwordConfirm?.message}
          registration={register('passwordConfirm')}
        />
      )}
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
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          Register
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          Go Back
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

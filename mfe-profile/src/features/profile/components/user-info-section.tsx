import { valibotResolver } from '@hookform/resolvers/valibot';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { getMobileBridge, getPortal } from '@portal/shared-contracts';
import { passwordRuleStatuses } from '@portal/password-rules/server-password-rules';
import { usePasswordCheck } from '@portal/password-rules/use-password-check';
import { errorCodeOf, type ApiResult } from '@portal/wire/api-result';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UserInfo } from '../rules/profile-model';
import { useBiometrics } from '../hooks/use-biometrics';
import { profileCalls as calls } from '../api/profile-calls';
import { useReportDirty } from '../hooks/use-report-dirty';
import { useSectionSave } from '../hooks/use-section-save';
import { isDirty } from '../rules/dirty';
import { USER_INFO_MESSAGES, userInfoMessage } from '../rules/messages';
import {
  toUserInfoChange,
  toUserInfoForm,
  userInfoFormSchema,
  type UserInfoForm,
  type UserInfoRulesContext,
} from '../rules/user-info-form';
import { describedBy } from './described-by';
import { InlineError } from '@portal/ui/field';
import { SectionActions } from './section-actions';
import { cx, ui } from '@portal/ui/class-names';
import { RevealToggle } from '@portal/ui/reveal-toggle';

interface UserInfoSectionProps {
  saved: UserInfo;
  rules: Omit<UserInfoRulesContext, 'savedSecretQuestion'>;
  hiddenCodes: ReadonlySet<string>;
  /** Preset questions; empty when the custom-question mode lets the borrower type one. */
  questions: readonly string[];
  onSaved(info: UserInfo): void;
  onDirtyChange(dirty: boolean): void;
}

type TextField = keyof UserInfoForm;

const LABELS: Record<TextField, string> = {
  logonName: 'Logon name',
  emailAddress: 'E-mail address',
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  secretQuestion: 'Secret question',
  secretAnswer: 'Secret answer',
};

/** What a user-info Save came to: the biometrics refused, nothing to send, or the call's result. */
type UserInfoSaveOutcome = { kind: 'biometrics' } | { kind: 'unchanged' } | ApiResult<UserInfo>;

/** Logon name, e-mail, password change, secret question and answer, biometrics (spec 1 §4, §5, §8). */
export function UserInfoSection({
  saved,
  rules,
  hiddenCodes,
  questions,
  onSaved,
  onDirtyChange,
}: UserInfoSectionProps) {
  const id = useId();
  // The last-saved copy the form is compared with; updated by this section's own saves.
  const [cache, setCache] = useState(saved);
  const [banner, setBanner] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<TextField>>(new Set());
  const biometrics = useBiometrics(getMobileBridge());
  // The rules' context, read at each validation (the async password check arrives later).
  const context = useRef<UserInfoRulesContext>({
    ...rules,
    savedSecretQuestion: cache.secretQuestion,
  });
  const schema = useMemo(() => userInfoFormSchema(() => context.current), []);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    trigger,
    formState: { errors, isValid },
  } = useForm<UserInfoForm>({
    resolver: valibotResolver(schema),
    defaultValues: toUserInfoForm(cache),
    mode: 'onChange',
  });
  const values = watch();
  const passwordCheck = usePasswordCheck(
    values.newPassword,
    rules.serverRules,
    calls.validatePassword,
  );
  context.current = {
    ...rules,
    savedSecretQuestion: cache.secretQuestion,
    serverCheck: passwordCheck.check,
  };
  const checkedPassword = passwordCheck.check;
  useEffect(() => {
    // The server's answer changes what the new password's rules say: check it again.
    if (checkedPassword) void trigger('newPassword');
  }, [checkedPassword, trigger]);
  const infoDirty = isDirty(values, toUserInfoForm(cache));
  const dirty = infoDirty || biometrics.dirty;
  useReportDirty(dirty, onDirtyChange);

  const save = useSectionSave(
    async (form: UserInfoForm): Promise<UserInfoSaveOutcome> => {
      // Biometrics are saved first, when the toggle shows and changed (spec 1 §4).
      if (biometrics.dirty && !(await biometrics.save())) return { kind: 'biometrics' };
      if (!infoDirty) return { kind: 'unchanged' };
      return calls.updateUserInfo(toUserInfoChange(form));
    },
    (outcome) => {
      if (outcome.kind === 'biometrics') {
        setBanner(USER_INFO_MESSAGES['BiometricsNotUpdated'] ?? '');
        return false;
      }
      if (outcome.kind === 'unchanged') return true;
      if (outcome.kind !== 'ok') {
        // Unauthorized also logs out: the portal's API client emits that for any such answer.
        setBanner(userInfoMessage(errorCodeOf(outcome), hiddenCodes));
        return false;
      }
      getPortal()
        .store.getState()
        .updateSession({
          username: outcome.value.logonName,
          emailAddress: outcome.value.emailAddress,
          hasEmailAddress: outcome.value.emailAddress.trim() !== '',
        });
      setCache(outcome.value);
      onSaved(outcome.value);
      reset(toUserInfoForm(outcome.value));
      return true;
    },
  );
  const submit = handleSubmit((form) => {
    setBanner(null);
    save.save(form);
  });

  const cancel = () => {
    reset(toUserInfoForm(cache));
    biometrics.cancel();
    setBanner(null);
  };

  const input = (name: TextField, type: 'text' | 'password' | 'email', autoComplete: string) => {
    const inputId = `${id}-${name}`;
    const message = errors[name]?.message;
    const shown = revealed.has(name);
    const reveal = (on: boolean) =>
      setRevealed((current) => {
        const next = new Set(current);
        if (on) next.add(name);
        else next.delete(name);
        return next;
      });
    return (
      <div className={ui.field}>
        <label htmlFor={inputId}>{LABELS[name]}</label>
        <input
          id={inputId}
          type={type === 'password' && shown ? 'text' : type}
          autoComplete={autoComplete}
          {...describedBy(`${inputId}-error`, message)}
          {...register(name, { deps: DEPENDENT[name] })}
        />
        {/* Spec 1 §5: a reveal toggle switches the password between hidden and visible. */}
        {type === 'password' && (
          <RevealToggle
            label={`Show ${LABELS[name].toLowerCase()}`}
            revealed={shown}
            onChange={reveal}
          />
        )}
        <InlineError id={`${inputId}-error`} message={message} />
      </div>
    );
  };

  const ruleStatuses = rules.serverRules
    ? passwordRuleStatuses(values.newPassword, rules.serverRules, {
        logon: values.logonName.trim(),
        email: values.emailAddress.trim(),
        ...(passwordCheck.check ? { serverCheck: passwordCheck.check } : {}),
      })
    : [];

  const questionId = `${id}-secretQuestion`;
  const questionChoices =
    questions.includes(cache.secretQuestion) || cache.secretQuestion === ''
      ? questions
      : [cache.secretQuestion, ...questions];

  return (
    <section className={ui.card} aria-labelledby={`${id}-heading`}>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>User Information</h2>
        {banner && (
          <div
            className={cx(ui.banner, ui.bannerError)}
            role="alert"
            data-banner-code={'profile.save-failed' satisfies BannerCode}
          >
            {banner}
          </div>
        )}
        {input('logonName', 'text', 'username')}
        {input('emailAddress', 'email', 'email')}
        <fieldset className={ui.fieldset}>
          <legend>Change password</legend>
          {input('oldPassword', 'password', 'current-password')}
          {input('newPassword', 'password', 'new-password')}
          {ruleStatuses.length > 0 && (
            <ul className="profile-rules" aria-label="Password requirements">
              {ruleStatuses.map((rule) => (
                <li
                  key={`${rule.type}-${rule.label}`}
                  className={rule.valid ? 'profile-rule--met' : 'profile-rule--unmet'}
                >
                  <span aria-hidden="true">{rule.valid ? '✓' : '✗'}</span> {rule.label}
                  <span className={ui.visuallyHidden}>{rule.valid ? ' (met)' : ' (not met)'}</span>
                </li>
              ))}
            </ul>
          )}
          {input('confirmNewPassword', 'password', 'new-password')}
        </fieldset>
        {questions.length > 0 ? (
          <div className={ui.field}>
            <label htmlFor={questionId}>{LABELS.secretQuestion}</label>
            <select id={questionId} {...register('secretQuestion', { deps: ['secretAnswer'] })}>
              {cache.secretQuestion === '' && <option value="">Select a question</option>}
              {questionChoices.map((question) => (
                <option key={question} value={question}>
                  {question}
                </option>
              ))}
            </select>
          </div>
        ) : (
          input('secretQuestion', 'text', 'off')
        )}
        {input('secretAnswer', 'password', 'off')}
        {biometrics.shown && (
          <label className={ui.choice}>
            <input
              type="checkbox"
              checked={biometrics.enabled}
              onChange={(event) => biometrics.set(event.target.checked)}
            />{' '}
            Sign in with biometrics
          </label>
        )}
        <SectionActions
          section="user information"
          dirty={dirty}
          canSave={isValid && !passwordCheck.pending && save.status !== 'saving'}
          status={save.status}
          onCancel={cancel}
        />
      </form>
    </section>
  );
}

/** Fields whose messages depend on another field's value are re-checked when it changes. */
const DEPENDENT: Partial<Record<TextField, TextField[]>> = {
  oldPassword: ['newPassword', 'confirmNewPassword'],
  newPassword: ['oldPassword', 'confirmNewPassword'],
  confirmNewPassword: ['oldPassword', 'newPassword'],
  logonName: ['newPassword'],
  secretQuestion: ['secretAnswer'],
};

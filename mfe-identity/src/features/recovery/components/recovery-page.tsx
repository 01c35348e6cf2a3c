// home/recovery (spec 1 §2 Recovery screen, §4, §8 Recovery): three steps, errors in a banner
// with the user kept on the step. Blocked under SSO. Maintenance mode is the shell's route guard
// (shell/src/routing/home-guard.tsx): it asks before this page mounts, so the page does not ask
// again.
import { getPortal } from '@portal/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import type { ApiResult } from '@portal/wire/api-result';
import { useState } from 'react';
import { Link } from '@portal/ui/link';
import { Banner } from '../../../components/banner';
import { BusinessDayFailed } from '../../../components/business-day-gate';
import { useBusinessDate } from '../../../lib/use-business-date';
import { useSettings } from '../../../lib/identity-settings';
import { matchConfiguredQuestion, presetQuestions } from '../../../lib/secret-questions';
import {
  answerSecretQuestion,
  generateNewPassword,
  getSecretQuestion,
  type RecoveryRequest,
  type RecoveryUser,
} from '../api/recovery-calls';
import { recoveryFailure } from '../rules/recovery-failure';
import { PasswordStep } from './password-step';
import { UsernameStep } from './username-step';
import { Redirect } from '../../../components/redirect';
import { cx, ui } from '@portal/ui/class-names';

const RECOVERY_SUCCESS = 'An e-mail with instructions to reset your password will arrive shortly.';

export default function RecoveryPage() {
  const options = useSettings();
  const [user, setUser] = useState<RecoveryUser | null>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const today = useBusinessDate();
  // One submission at a time, whichever step sends it; the spinner shows while it runs.
  const submission = useMutation({
    mutationFn: (send: () => Promise<ApiResult<unknown>>) => send(),
  });
  const loading = submission.isPending;

  const withoutQuestion = options.flag('Features.RecoveryWithoutQuestion');
  const [visible] = useState(() => ({
    email: !options.flag('Recovery.HideEmail'),
    dateOfBirth: !options.flag('Recovery.HideDateOfBirth'),
    zip: !options.flag('Recovery.HideZip'),
    branch: !options.flag('Recovery.HideBranch'),
  }));

  if (options.flag('Features.SingleSignOn')) return <Redirect to="/home/login" />;

  async function run<T>(send: () => Promise<ApiResult<T>>, next: (value: T) => void) {
    setError(null);
    const result = (await submission.mutateAsync(send)) as ApiResult<T>;
    if (result.kind === 'ok') next(result.value);
    else setError(recoveryFailure(result));
  }

  /**
   * The question shown is matched against the configured list (spec 1 §2). In custom-question
   * mode users wrote their own, so there is no list to match. A stored question the list does not
   * know cannot be asked: that is the BadQuestion error, and the user stays on the first step.
   */
  const shownQuestion = (stored: string | null): string | null | 'unknown' => {
    if (withoutQuestion || stored === null) return null;
    if (options.flag('Features.CustomSecurityQuestion')) return stored;
    return (
      matchConfiguredQuestion(stored, presetQuestions(options.text('Security.SecretQuestions'))) ??
      'unknown'
    );
  };

  const findUser = (request: RecoveryRequest) =>
    run(
      () => getSecretQuestion(getPortal().api, request),
      (found) => {
        const shown = shownQuestion(found.secretQuestion);
        if (shown === 'unknown')
          setError(recoveryFailure({ kind: 'refused', code: 'BadQuestion' }));
        else {
          setQuestion(shown);
          setUser(found);
        }
      },
    );

  return (
    <section className={cx(ui.card, ui.authCard)} aria-labelledby="recovery-heading">
      <h1 id="recovery-heading">{options.text('Recovery.Heading')}</h1>
      {!done && !user && <p>{options.text('Recovery.IntroText')}</p>}
      {error && <Banner kind="error">{error}</Banner>}
      {loading && <p role="status">Please wait…</p>}
      {done ? (
        <Banner kind="info">{RECOVERY_SUCCESS}</Banner>
      ) : user ? (
        <PasswordStep
          logonName={user.logonName}
          question={question}
          withoutQuestion={withoutQuestion}
          loading={loading}
          onAnswer={(answer) =>
            run(
              () => answerSecretQuestion(getPortal().api, user, answer),
              () => setDone(true),
            )
          }
          onContinue={() =>
            run(
              () => generateNewPassword(getPortal().api, user),
              () => setDone(true),
            )
          }
        />
      ) : today.isError ? (
        <BusinessDayFailed />
      ) : (
        // The form stands at once, so "Return to Login" below it never moves; it waits for the
        // business day only to check a date of birth and to continue.
        <UsernameStep
          visible={visible}
          today={today.data ?? null}
          loading={loading}
          onSubmit={findUser}
        />
      )}
      <p>
        <Link to="/home/login">Return to Login</Link>
      </p>
    </section>
  );
}

// home/activate?token= (spec 1 §2, §4, §5 Activate, §8 Activate).
import { getPortal } from '@portal/shared-contracts';
import { ACTIVATE_PASSWORD_MAX_LENGTH } from '@portal/password-rules/password-limits';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@portal/ui/link';
import { Banner } from '../../../components/banner';
import { NewPasswordForm } from '../../../components/new-password-form';
import { useSettings } from '../../../lib/identity-settings';
import { activateAccount } from '../api/activate-account';
import { Redirect } from '../../../components/redirect';
import { cx, ui } from '@portal/ui/class-names';

const ACTIVATE_MESSAGES = {
  generic: 'There was an error resetting your password. Please contact customer service',
  restricted: 'Your account has been registered, however it is currently restricted.',
  logonNameTaken: 'There is already a user with this logon name created',
  confirmRequired: 'Please enter confirm your password',
} as const;

type Failure = 'generic' | 'restricted' | 'logonNameTaken';

export default function ActivatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const options = useSettings();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<Failure | null>(null);
  if (!token) return <Redirect to="/home/login?error=unauthorized" />;

  const activate = async (password: string) => {
    setFailure(null);
    const result = await activateAccount(getPortal().api, token, password);
    const answer = result.kind === 'ok' ? result.value : null;
    if (answer?.outcome === 'logonNameTaken') setFailure('logonNameTaken');
    else if (answer?.outcome === 'restricted') setFailure('restricted');
    else if (answer?.outcome === 'activated' && answer.userName)
      navigate('/home/login', {
        replace: true,
        state: { autoLogin: { username: answer.userName, password } },
      });
    else setFailure('generic');
  };

  const support = options.text('Support.PhoneText');
  return (
    <section className={cx(ui.card, ui.authCard)} aria-labelledby="activate-heading">
      <h1 id="activate-heading">Activate Account</h1>
      {failure === 'generic' && (
        <Banner kind="error">
          {ACTIVATE_MESSAGES.generic}. {support}
        </Banner>
      )}
      {failure === 'restricted' && <Banner kind="error">{ACTIVATE_MESSAGES.restricted}</Banner>}
      {failure === 'logonNameTaken' && (
        <Banner kind="error">
          {ACTIVATE_MESSAGES.logonNameTaken}. <Link to="/home/login">Go to Login</Link>. {support}
        </Banner>
      )}
      <NewPasswordForm
        submitLabel="Activate"
        maxLength={ACTIVATE_PASSWORD_MAX_LENGTH}
        confirmRequiredMessage={ACTIVATE_MESSAGES.confirmRequired}
        onSubmit={activate}
      />
      <Link to="/home/login">Return to Login</Link>
    </section>
  );
}

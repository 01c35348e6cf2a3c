// home/forcePasswordChange/{enc} (spec 1 §2, §4): expired token text, or the change-password
// form; success signs in and goes to the dashboard.
import { getPortal } from '@portal/shared-contracts';
import { valueOrThrow } from '@portal/wire/api-result';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@portal/ui/link';
import { Banner } from '../../../components/banner';
import { NewPasswordForm } from '../../../components/new-password-form';
import { destroyServerSession } from '../../../lib/api/logout';
import { resetPassword } from '../../../lib/api/reset-password';
import { resetPasswordFailure } from '../../../lib/reset-password-failure';
import { lookupLogin, tokenExpired } from '../api/check-token-expiration';
import { Redirect } from '../../../components/redirect';
import { cx, ui } from '@portal/ui/class-names';

const EXPIRED_TOKEN_TEXT = 'The Password Reset Token Has Expired';

export default function ForcePasswordChangePage() {
  const enc = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const expiry = useQuery({
    queryKey: ['identity', 'reset-token', enc],
    queryFn: async () => {
      const expired = valueOrThrow(await tokenExpired(getPortal().api, enc));
      const logon = expired ? null : valueOrThrow(await lookupLogin(getPortal().api, enc));
      return { expired, logon };
    },
    enabled: enc !== '',
    retry: false,
  });

  if (!enc) return <Redirect to="/home/login" />;

  const change = async (password: string) => {
    setError(null);
    const result = await resetPassword(getPortal().api, enc, password);
    if (result.kind !== 'ok') {
      setError(resetPasswordFailure(result));
      return;
    }
    // The reset answer is no login response (no CompanyNumber, name, agreement logs): sign in
    // with the new password through the login page, as activation and registration do, so the
    // session is built from the whole login response and the login steps run as for any
    // sign-in, ending on the dashboard. The reset's own sign-in is then not needed.
    const { userToken } = result.value;
    if (userToken) void destroyServerSession(getPortal().api, userToken);
    const logon = expiry.data?.logon;
    navigate('/home/login', {
      replace: true,
      state: logon ? { autoLogin: { username: logon, password } } : null,
    });
  };

  // The expiry state is unknown while checking, then true or false; a failed check counts as expired.
  const expired = expiry.isError || expiry.data?.expired === true;
  return (
    <section className={cx(ui.card, ui.authCard)} aria-labelledby="force-change-heading">
      <h1 id="force-change-heading">Password Change Required</h1>
      {expiry.isPending ? (
        <p role="status">Checking your link…</p>
      ) : expired ? (
        <Banner kind="error">{EXPIRED_TOKEN_TEXT}</Banner>
      ) : (
        <>
          {error && <Banner kind="error">{error}</Banner>}
          <NewPasswordForm
            logon={expiry.data?.logon ?? undefined}
            checkSource={{ kind: 'reset', resetToken: enc }}
            submitLabel="Submit"
            disableUntilValid
            onSubmit={change}
          />
        </>
      )}
      <Link to="/home/login">Back to Login</Link>
    </section>
  );
}

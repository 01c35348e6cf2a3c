// home/verifyEmail/{enc} (spec 1 §4 Verify email link): blocked under SSO; success goes to login.
import { getPortal } from '@portal/shared-contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@portal/ui/link';
import { Banner } from '../../../components/banner';
import { useSettings } from '../../../lib/identity-settings';
import { validateEmail } from '../api/validate-email';
import { Redirect } from '../../../components/redirect';
import { cx, ui } from '@portal/ui/class-names';

// The spec names these errors without giving their words.
const VERIFY_EMAIL_MESSAGES = {
  invalidData: 'This e-mail verification link is not valid.',
  activation:
    'We could not verify your e-mail address. The link may have expired or already been used.',
} as const;

export default function VerifyEmailPage() {
  const enc = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const navigate = useNavigate();
  const sso = useSettings().flag('Features.SingleSignOn');
  const [error, setError] = useState<string | null>(enc ? null : VERIFY_EMAIL_MESSAGES.invalidData);

  useEffect(() => {
    if (!enc || sso) return undefined;
    let live = true;
    validateEmail(getPortal().api, enc).then(
      (result) => {
        if (!live) return;
        if (result.kind === 'ok') navigate('/home/login', { replace: true });
        else setError(VERIFY_EMAIL_MESSAGES.activation);
      },
      () => live && setError(VERIFY_EMAIL_MESSAGES.activation),
    );
    return () => {
      live = false;
    };
  }, [enc, sso, navigate]);

  if (sso) return <Redirect to="/home/login" />;
  return (
    <section className={cx(ui.card, ui.authCard)} aria-labelledby="verify-email-heading">
      <h1 id="verify-email-heading">Email Verification</h1>
      {error ? (
        <Banner kind="error">{error}</Banner>
      ) : (
        <p role="status">Verifying your e-mail address…</p>
      )}
      <Link to="/home/login">Return to Login</Link>
    </section>
  );
}

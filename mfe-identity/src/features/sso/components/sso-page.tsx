// home/sso?token= (spec 1 §4 Single sign-on): a spinner, then the login page with the login
// response, or back to the SSO provider with the reason.
import { getPortal } from '@portal/shared-contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner';
import { useSettings } from '../../../lib/identity-settings';
import { NO_SSO_URL, ssoLoginUrl, type SsoReason } from '../../../lib/sso-login-url';
import { ssoLogin } from '../api/sso-login';
import { cx, ui } from '@portal/ui/class-names';

export default function SsoPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const options = useSettings();
  const [setupError, setSetupError] = useState<string | null>(null);
  const token = params.get('token') ?? '';
  const ssoOn = options.flag('Features.SingleSignOn');
  const loginUrl = options.text('SSO.LoginUrl');

  useEffect(() => {
    if (!ssoOn) {
      navigate('/home/login', { replace: true });
      return;
    }
    if (!token) {
      navigate('/home/login?error=unauthorized', { replace: true });
      return;
    }
    const backToProvider = (reason: SsoReason) => {
      const url = ssoLoginUrl(loginUrl, window.location.origin, reason);
      if (url) window.location.assign(url);
      else setSetupError(NO_SSO_URL);
    };
    let live = true;
    void ssoLogin(getPortal().api, token).then((result) => {
      if (!live) return;
      // A refusal is a token the provider's back end did not sign in: not logged in.
      if (result.kind === 'ok' && result.value)
        navigate('/home/login', { replace: true, state: { ssoLogin: result.value } });
      else if (result.kind === 'ok' || result.kind === 'refused') backToProvider('notLoggedIn');
      else backToProvider('error');
    });
    return () => {
      live = false;
    };
  }, [ssoOn, token, loginUrl, navigate]);

  return (
    <section
      className={cx(ui.card, ui.authCard)}
      aria-labelledby="sso-heading"
      aria-busy={!setupError}
    >
      <h1 id="sso-heading" className={ui.visuallyHidden}>
        Single Sign-On
      </h1>
      {setupError ? (
        <Banner kind="error">{setupError}</Banner>
      ) : (
        <p role="status" className="spinner">
          Signing you in…
        </p>
      )}
    </section>
  );
}

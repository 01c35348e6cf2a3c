// The login screen (spec 1 §2 Login screen, §4 Login process, §8 Login errors).
import { getDialogs, getMobileBridge, getPortal } from '@portal/shared-contracts';
import { brandingImageUrl } from '@portal/display/branding-image';
import { loadRichTextSanitizer, plainText, sanitizeRichText } from '@portal/rich-text/rich-text';
import { Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@portal/ui/link';
import * as v from 'valibot';
import { AgreementSetupErrors } from '../../../components/agreement-setup-errors';
import { Banner } from '../../../components/banner';
import { maintenanceMode } from '../../../lib/api/maintenance-mode';
import { useSettings } from '../../../lib/identity-settings';
import { readTrustedDeviceTokens } from '../../../lib/trusted-devices';
import { SignInAnswerSchema } from '../../../lib/api/sign-in-answer';
import { userLogin, type Credentials } from '../api/user-login';
import { LOGIN_MESSAGES, loginFailure, type LoginFailure } from '../rules/login-failure';
import { NO_SSO_URL, ssoLoginUrl } from '../../../lib/sso-login-url';
import { LoginForm } from './login-form';
import { QuickSignIn } from './quick-sign-in';
import { useLoginProcess, type ProcessEnd } from './use-login-process';
import { cx, ui } from '@portal/ui/class-names';
import { lazyPart } from '@portal/ui/lazy-part';

// The follow-up steps (and the date library and query cache they use) load only when a
// sign-in needs them: the login form itself stays lean (issue 14).
const LoginStepsView = lazyPart(() => import('./login-steps-view').then((m) => m.default));
// Only inside the mobile app wrapper (getMobileBridge), which asks for it as the page starts.
const MobileAppExtras = lazyPart(() => import('./mobile-app-extras').then((m) => m.default));

/** Banners for the error value the login route may receive (spec 1 §2, Login screen). */
const ARRIVAL_BANNERS: Record<string, string> = {
  expired: 'Your session has expired!',
  unauthorized: 'Not Authorized',
};

/** What the SSO page hands over (an authenticated login response), or what registration and
 * activation hand over (the credentials just chosen, for the automatic login). */
const SsoArrivalSchema = v.object({ ssoLogin: SignInAnswerSchema });
const AutoLoginSchema = v.object({
  autoLogin: v.object({ username: v.string(), password: v.string() }),
});

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const options = useSettings();
  const bridge = getMobileBridge();
  const sso = options.flag('Features.SingleSignOn');
  const arrival = ARRIVAL_BANNERS[params.get('error') ?? ''];
  const [ssoArrival] = useState(() => {
    const parsed = v.safeParse(SsoArrivalSchema, location.state);
    return parsed.success ? parsed.output.ssoLogin : null;
  });
  const ssoUrl = (reason?: 'userCancelled') =>
    ssoLoginUrl(options.text('SSO.LoginUrl'), window.location.origin, reason);
  // An SSO arrival with nowhere to send the borrower says so from the first render.
  const [failure, setFailure] = useState<LoginFailure | null>(() =>
    sso && !ssoArrival && !ssoUrl() ? { message: NO_SSO_URL, offline: false } : null,
  );
  const [autoLogin] = useState(() => {
    const parsed = v.safeParse(AutoLoginSchema, location.state);
    return parsed.success ? parsed.output.autoLogin : null;
  });

  const redirectToSso = (reason?: 'userCancelled') => {
    const url = ssoUrl(reason);
    if (url) window.location.assign(url);
    else setFailure({ message: NO_SSO_URL, offline: false });
  };

  const steps = useLoginProcess((end: ProcessEnd) => {
    if (end === 'down') setFailure({ message: LOGIN_MESSAGES.offline, offline: true });
    else if (sso) redirectToSso('userCancelled');
  });

  // Checked once per visit; a failed check leaves the form usable (sign-in reports outages).
  const [maintenanceOn, setMaintenanceOn] = useState(false);
  useEffect(() => {
    let current = true;
    void maintenanceMode(getPortal().api).then(
      (result) => current && result.kind === 'ok' && setMaintenanceOn(result.value),
    );
    return () => {
      current = false;
    };
  }, []);

  const signIn = async (credentials: Credentials) => {
    setFailure(null);
    const result = await userLogin(getPortal().api, credentials, {
      trustedDeviceTokens: readTrustedDeviceTokens(),
    });
    if (result.kind === 'ok') await steps.begin(result.value, credentials);
    else setFailure(loginFailure(result));
  };

  // Arrival: SSO hand-over or redirect, auto-login, and the announcement, once per visit. An
  // effect event, so it reads this render's values without making them reasons to run again.
  const onArrival = useEffectEvent(() => {
    if (ssoArrival) void steps.begin(ssoArrival, null);
    else if (sso) {
      const url = ssoUrl();
      if (url) window.location.assign(url);
    } else if (autoLogin) {
      // Keep the password out of the browser's history entry.
      navigate('.', { replace: true, state: null });
      void signIn(autoLogin);
    }
    const announcement = options.text('Login.AnnouncementText');
    const onMobile = bridge !== null;
    if (announcement && (!onMobile || options.flag('Login.AnnouncementOnMobile')))
      // The sanitiser loads only when there is an announcement to show.
      void loadRichTextSanitizer().then(() =>
        getDialogs().showAgreeText({
          title: 'Announcement',
          html: sanitizeRichText(announcement) ?? plainText(announcement),
        }),
      );
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- arrival starts what another page handed over (SSO login, auto-login): once per visit, after the first render
  useEffect(() => onArrival(), []);

  const offline = failure?.offline === true || maintenanceOn;
  const infoText = options.text('Login.InfoText');
  const browserUrl = options.text('Login.BrowserRequirementsUrl');
  const cdn = options.institution?.CdnFolder ?? '';
  const origin = window.location.origin;
  const backgroundUrl = brandingImageUrl(cdn, options.text('Login.BackgroundFile'), origin);
  const showForm = !offline && !(sso && !ssoArrival);

  if (steps.running) {
    return (
      <LoginBackdrop imageUrl={backgroundUrl}>
        <section className={cx(ui.card, ui.authCard)} aria-labelledby="login-heading">
          <h1 id="login-heading">Login</h1>
          <Suspense fallback={<p role="status">Please wait…</p>}>
            <LoginStepsView process={steps} />
          </Suspense>
        </section>
      </LoginBackdrop>
    );
  }

  return (
    <LoginBackdrop imageUrl={backgroundUrl}>
      <section className={cx(ui.card, ui.authCard, 'login')} aria-labelledby="login-heading">
        {/* The logo is the signed-out layout's, in its header: the card does not repeat it. */}
        <h1 id="login-heading">Login</h1>
        {infoText && <p>{infoText}</p>}
        {arrival && !failure && <Banner kind="info">{arrival}</Banner>}
        {offline && (
          <Banner kind="error" code="identity.login-offline">
            {LOGIN_MESSAGES.offline}
          </Banner>
        )}
        {failure && !offline && (
          <Banner kind="error" code="identity.login-failed">
            {failure.message}
          </Banner>
        )}
        <AgreementSetupErrors />
        {showForm && <LoginForm onSubmit={signIn} />}
        {/* Webpack's production mode makes this condition false and drops the button's code. */}
        {process.env.NODE_ENV !== 'production' && showForm && <QuickSignIn onSignIn={signIn} />}
        {bridge && (
          <Suspense fallback={null}>
            <MobileAppExtras
              bridge={bridge}
              offline={offline}
              onLogin={(login) => void steps.begin(login, null)}
            />
          </Suspense>
        )}
        <nav aria-label="Login help" className="identity-login-links">
          <Link to="/home/register">Register</Link> ·{' '}
          <Link to="/home/recovery">Forgot username or password?</Link> ·{' '}
          {browserUrl && (
            <>
              <a href={browserUrl} target="_blank" rel="noopener noreferrer">
                Browser Requirements
              </a>{' '}
              ·{' '}
            </>
          )}
          <Link to="/home/faq">FAQ</Link>
        </nav>
      </section>
    </LoginBackdrop>
  );
}

/**
 * The login screen's background image (spec 1 §2): a decorative <img> placed behind the card by
 * the area's stylesheet; an inline background style would need the CSP's 'unsafe-inline'.
 */
function LoginBackdrop({ imageUrl, children }: { imageUrl: string | null; children: ReactNode }) {
  return (
    <div className="identity-login-backdrop">
      {imageUrl && <img className="identity-login-backdrop__image" src={imageUrl} alt="" />}
      {children}
    </div>
  );
}

// What the login screen adds inside the mobile app wrapper (spec 1 §2): the non-closable update
// prompt when the wrapper reports no app version, and biometric sign-in. Loaded only inside the
// wrapper (login-page.tsx): a browser's login page does not pay for it.
import { getPortal, type MobileBridge } from '@portal/shared-contracts';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/banner';
import { tokenLogin } from '../api/token-login';
import type { SignInAnswer } from '../../../lib/api/sign-in-answer';
import { cx, ui } from '@portal/ui/class-names';

const BIOMETRIC_FALLBACK = 'Standard sign-in is required.';
const BIOMETRIC_ENABLED = 'Biometric sign-in is on.';

export function AppUpdatePrompt({ bridge }: { bridge: MobileBridge }) {
  if (bridge.appVersion) return null;
  // Deliberately no close button: the old app version cannot be used.
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="app-update-title" className="dialog">
      <h2 id="app-update-title">Update Required</h2>
      <p>A new version of the app is available. Please update to continue.</p>
      <button type="button" className={ui.button} onClick={() => bridge.openAppStore()}>
        Update Now
      </button>
    </div>
  );
}

/**
 * What the device says about biometrics: not capable (nothing is offered), not opted in (the
 * enable prompt), opted in, or unknown (a wrapper too old to say: offer the button and treat a
 * missing token as "standard sign-in is required"), or answered (the prompt is gone, its
 * outcome stays on screen).
 */
type BiometricState = 'hidden' | 'notOptedIn' | 'optedIn' | 'unknown' | 'answered';

async function readBiometricState(bridge: MobileBridge): Promise<BiometricState> {
  if (!(await bridge.canUseBiometrics())) return 'hidden';
  if (!bridge.isBiometricsOptedIn) return 'unknown';
  return (await bridge.isBiometricsOptedIn()) ? 'optedIn' : 'notOptedIn';
}

interface BiometricSignInProps {
  bridge: MobileBridge;
  onLogin(login: SignInAnswer): void;
}

/** Biometric sign-in (spec 1 §2): prompt to opt in, sign in by stored token, or fall back. */
export function BiometricSignIn({ bridge, onLogin }: BiometricSignInProps) {
  const [state, setState] = useState<BiometricState>('hidden');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    readBiometricState(bridge)
      .then((read) => live && setState(read))
      .catch(() => undefined); // a wrapper that cannot answer offers nothing
    return () => {
      live = false;
    };
  }, [bridge]);
  if (state === 'hidden') return null;

  const enable = async () => {
    setBusy(true);
    const enabled = await bridge.setBiometricsEnabled(true).catch(() => false);
    // Either way the device gets no biometric token before a standard sign-in.
    setState('answered');
    setMessage(enabled ? `${BIOMETRIC_ENABLED} ${BIOMETRIC_FALLBACK}` : BIOMETRIC_FALLBACK);
    setBusy(false);
  };

  const signIn = async () => {
    setMessage(null);
    setBusy(true);
    try {
      const stored = await bridge.signInWithBiometrics();
      const result = stored ? await tokenLogin(getPortal().api, stored.userToken, undefined) : null;
      if (result?.kind === 'ok' && result.value) onLogin(result.value);
      else setMessage(BIOMETRIC_FALLBACK);
    } catch {
      setMessage(BIOMETRIC_FALLBACK);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="biometric">
      {message && <Banner kind="info">{message}</Banner>}
      {state === 'notOptedIn' && (
        <section aria-labelledby="biometric-prompt-title">
          <h2 id="biometric-prompt-title">Enable biometric sign-in?</h2>
          <p>Sign in next time with your fingerprint or face instead of your password.</p>
          <button type="button" className={ui.button} disabled={busy} onClick={enable}>
            Enable
          </button>{' '}
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            disabled={busy}
            onClick={() => setState('hidden')}
          >
            Not Now
          </button>
        </section>
      )}
      {(state === 'optedIn' || state === 'unknown') && (
        <button
          type="button"
          className={cx(ui.button, ui.buttonSecondary)}
          disabled={busy}
          onClick={signIn}
        >
          Sign in with biometrics
        </button>
      )}
    </div>
  );
}

interface MobileAppExtrasProps extends BiometricSignInProps {
  /** No biometric sign-in while the portal is offline; the update prompt still shows. */
  offline: boolean;
}

export default function MobileAppExtras({ bridge, onLogin, offline }: MobileAppExtrasProps) {
  return (
    <>
      {!offline && <BiometricSignIn bridge={bridge} onLogin={onLogin} />}
      <AppUpdatePrompt bridge={bridge} />
    </>
  );
}

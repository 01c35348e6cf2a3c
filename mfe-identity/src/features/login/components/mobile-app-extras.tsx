// What the login screen adds inside the mobile app wrapper (spec 1 §2): the non-closable update
// prompt when the wrapper reports no app version, and biometric sign-in.
import { getMobileBridge, getPortal, type MobileBridge } from '@portal/shared-contracts';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/banner';
import { tokenLogin } from '../api/token-login';
import type { LoginResponse } from '../api/user-login';

export const BIOMETRIC_FALLBACK = 'Standard sign-in is required.';

export function AppUpdatePrompt({ bridge }: { bridge: MobileBridge }) {
  if (bridge.appVersion) return null;
  // Deliberately no close button: the old app version cannot be used.
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="app-update-title" className="dialog">
      <h2 id="app-update-title">Update Required</h2>
      <p>A new version of the app is available. Please update to continue.</p>
      <button type="button" className="button" onClick={() => bridge.openAppStore()}>
        Update Now
      </button>
    </div>
  );
}

export function BiometricSignIn({ onLogin }: { onLogin(login: LoginResponse): void }) {
  const bridge = getMobileBridge();
  const [capable, setCapable] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    bridge
      ?.canUseBiometrics()
      .then((can) => live && setCapable(can))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [bridge]);
  if (!bridge || !capable) return null;

  const signIn = async () => {
    setMessage(null);
    try {
      const stored = await bridge.signInWithBiometrics();
      if (!stored) {
        // Not opted in yet: offer to enable it; standard sign-in comes first either way.
        const enabled = await bridge.setBiometricsEnabled(true);
        setMessage(enabled ? BIOMETRIC_FALLBACK : BIOMETRIC_FALLBACK);
        return;
      }
      const login = await tokenLogin(getPortal().api, stored.userToken, undefined);
      if (login.IsLoggedIn) onLogin(login);
      else setMessage(BIOMETRIC_FALLBACK);
    } catch {
      setMessage(BIOMETRIC_FALLBACK);
    }
  };

  return (
    <div className="biometric">
      {message && <Banner kind="info">{message}</Banner>}
      <button type="button" className="button button--secondary" onClick={signIn}>
        Sign in with biometrics
      </button>
    </div>
  );
}

import { describe, expect, it, jest } from '@jest/globals';
import type { MobileBridge } from '@portal/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenLogin } from '@portal/api-contract/identity/login';
import { answer, networkFailure, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import MobileAppExtras, { BiometricSignIn } from './mobile-app-extras';

type Stored = { userToken: string; expirationDate: string } | null;

/** A wrapper's bridge as the tests need it; `optedIn: undefined` plays an older wrapper. */
function fakeBridge({
  capable = true,
  optedIn,
  stored = null,
  enableAnswer = true,
}: {
  capable?: boolean;
  optedIn?: boolean;
  stored?: Stored;
  enableAnswer?: boolean;
}) {
  const setBiometricsEnabled = jest.fn(async (_on: boolean) => enableAnswer);
  const signInWithBiometrics = jest.fn(async () => stored);
  const canUseBiometrics = jest.fn(async () => capable);
  const bridge: MobileBridge = {
    appVersion: '2.4.0',
    platform: 'ios',
    canUseBiometrics,
    setBiometricsEnabled,
    signInWithBiometrics,
    openAppStore: () => undefined,
    requestInAppReview: () => undefined,
    ...(optedIn === undefined ? {} : { isBiometricsOptedIn: async () => optedIn }),
  };
  return { bridge, setBiometricsEnabled, signInWithBiometrics, canUseBiometrics };
}

function show(bridge: MobileBridge, handlers: HttpHandler[] = []) {
  const onLogin = jest.fn();
  const view = renderArea(<BiometricSignIn bridge={bridge} onLogin={onLogin} />, {
    area: 'identity',
    session: null,
    handlers,
  });
  return { ...view, onLogin };
}

const loggedIn = answer(tokenLogin, {
  IsLoggedIn: true,
  UserName: 'borrower1',
  UserToken: 'live',
});

describe('biometric sign-in in the mobile wrapper (spec 1 §2)', () => {
  it('offers nothing on a device that cannot do biometrics', async () => {
    const { bridge, canUseBiometrics } = fakeBridge({ capable: false, optedIn: true });
    show(bridge);
    await waitFor(() => expect(canUseBiometrics).toHaveBeenCalled());
    // Let the answer land, then nothing is offered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('prompts a user who has not opted in; Enable turns it on and asks for a standard sign-in', async () => {
    const { bridge, setBiometricsEnabled, signInWithBiometrics } = fakeBridge({ optedIn: false });
    show(bridge);
    expect(
      await screen.findByRole('heading', { name: 'Enable biometric sign-in?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Sign in with biometrics' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(setBiometricsEnabled).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Biometric sign-in is on. Standard sign-in is required.',
    );
    expect(
      screen.queryByRole('heading', { name: 'Enable biometric sign-in?' }),
    ).not.toBeInTheDocument();
    expect(signInWithBiometrics).not.toHaveBeenCalled();
  });

  it('Not Now leaves biometrics off', async () => {
    const { bridge, setBiometricsEnabled } = fakeBridge({ optedIn: false });
    show(bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Not Now' }));
    expect(
      screen.queryByRole('heading', { name: 'Enable biometric sign-in?' }),
    ).not.toBeInTheDocument();
    expect(setBiometricsEnabled).not.toHaveBeenCalled();
  });

  it('a failed enable says standard sign-in is required', async () => {
    const { bridge } = fakeBridge({ optedIn: false, enableAnswer: false });
    show(bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Standard sign-in is required\.$/);
  });

  it('an opted-in user with a stored token signs in by token', async () => {
    const { bridge } = fakeBridge({
      optedIn: true,
      stored: { userToken: 'bio-token', expirationDate: '2030-01-01' },
    });
    const { onLogin, received, user } = show(bridge, [loggedIn]);
    await user.click(await screen.findByRole('button', { name: 'Sign in with biometrics' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalled());
    expect((await received(tokenLogin))[0]?.body).toMatchObject({ Token: 'bio-token' });
  });

  it.each([
    ['no stored token', null, loggedIn],
    [
      'the server refusing the token',
      { userToken: 'old', expirationDate: '2020-01-01' },
      answer(tokenLogin, { IsLoggedIn: false }),
    ],
    [
      'a failed call',
      { userToken: 'old', expirationDate: '2020-01-01' },
      networkFailure(tokenLogin),
    ],
  ])('opted in with %s: standard sign-in is required', async (_case, stored, handler) => {
    const { bridge } = fakeBridge({ optedIn: true, stored });
    const { onLogin } = show(bridge, [handler]);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with biometrics' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Standard sign-in is required.');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('an older wrapper that cannot say whether the user opted in still offers the button', async () => {
    const { bridge, signInWithBiometrics } = fakeBridge({ optedIn: undefined });
    show(bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with biometrics' }));
    expect(signInWithBiometrics).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Standard sign-in is required.');
    expect(
      screen.queryByRole('heading', { name: 'Enable biometric sign-in?' }),
    ).not.toBeInTheDocument();
  });
});

describe("the mobile app's extras on the login screen (spec 1 §2)", () => {
  const render = (bridge: MobileBridge, offline: boolean) =>
    renderArea(<MobileAppExtras bridge={bridge} offline={offline} onLogin={jest.fn()} />, {
      area: 'identity',
      session: null,
    });

  it('offers biometric sign-in beside the update prompt of a wrapper without an app version', async () => {
    const { bridge } = fakeBridge({ optedIn: false });
    render({ ...bridge, appVersion: '' }, false);
    expect(screen.getByRole('alertdialog', { name: 'Update Required' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Enable biometric sign-in?' }),
    ).toBeInTheDocument();
  });

  it('while the portal is offline: the update prompt still, but no biometric sign-in', async () => {
    const { bridge, canUseBiometrics } = fakeBridge({ optedIn: false });
    render({ ...bridge, appVersion: '' }, true);
    expect(screen.getByRole('alertdialog', { name: 'Update Required' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(canUseBiometrics).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Enable biometric sign-in?' })).toBeNull();
  });
});

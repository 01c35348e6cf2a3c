// Runs the login process (spec 1 §4) around the pure queue rule: builds the queue from the
// login response, checks maintenance after each step, and finishes, cancels or goes down.
import { getPortal } from '@portal/shared-contracts';
import { valueOrThrow } from '@portal/wire/api-result';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkMaintenance } from '../../../lib/api/maintenance-mode';
import { destroyServerSession } from '../../../lib/api/logout';
import type { Agreement } from '@portal/agreements/agreement-setup';
import { useSettings, type IdentitySettings as Settings } from '../../../lib/identity-settings';
import { fetchBusinessDate } from '../../../lib/api/business-date';
import { agreementsConfiguredFor, neededAgreements } from '../../../lib/agreements/use-agreements';
import type { SignInAnswer } from '../../../lib/api/sign-in-answer';
import type { Credentials } from '../api/user-login';
import {
  afterStep,
  loginStepQueue,
  startLogin,
  type LoginProgress,
  type StepOutcome,
} from '../rules/login-steps';
import type { SignInInProgress } from './step-props';

/**
 * The login agreements this user needs on the institution's business day. The day is asked for
 * only when a login agreement is set up, so a plain sign-in makes no extra call.
 */
async function loginAgreements(
  options: Settings,
  agreedOn: readonly string[],
): Promise<Agreement[]> {
  if (!agreementsConfiguredFor(options, 'login')) return [];
  const today = valueOrThrow(await fetchBusinessDate(getPortal().api));
  return neededAgreements(options, 'login', agreedOn, today);
}

export type ProcessEnd = 'cancelled' | 'down';

interface Running {
  progress: LoginProgress;
  signIn: SignInInProgress;
  agreements: Agreement[];
}

export function useLoginProcess(onEnd: (end: ProcessEnd) => void) {
  const navigate = useNavigate();
  const options = useSettings();
  const [running, setRunning] = useState<Running | null>(null);
  const [checking, setChecking] = useState(false);

  const settle = (next: LoginProgress, signIn: SignInInProgress, agreements: Agreement[]) => {
    if (next.kind === 'step') {
      setRunning({ progress: next, signIn, agreements });
      return;
    }
    setRunning(null);
    if (next.kind === 'complete') {
      const { store, bus } = getPortal();
      // The steps may have handed out a new token (change password) or e-mail (security code).
      store.getState().startSession({
        ...signIn.login.session,
        userToken: signIn.userToken,
        emailAddress: signIn.emailAddress,
        hasEmailAddress: signIn.emailAddress.trim() !== '',
      });
      bus.emit('session-started', { username: signIn.login.session.username });
      navigate('/myaccount/dashboard', { replace: true });
      return;
    }
    // Cancelled or down: the token the sign-in holds now dies with it (spec 1 §4); any earlier
    // one was already ended when it was superseded.
    void destroyServerSession(getPortal().api, signIn.userToken);
    onEnd(next.kind);
  };

  const begin = async (login: SignInAnswer, credentials: Credentials | null) => {
    const signIn: SignInInProgress = {
      login,
      credentials,
      userToken: login.session.userToken,
      emailAddress: login.session.emailAddress,
    };
    let agreements: Agreement[];
    try {
      agreements = await loginAgreements(options, login.agreedOn);
    } catch {
      // Without the business day no one can say which agreements are due: like a failed
      // maintenance check, the process goes down rather than skip or invent them.
      settle({ kind: 'down' }, signIn, []);
      return;
    }
    const queue = loginStepQueue({
      mfaOn: options.flag('Features.MfaLogin'),
      trustedDevice: login.trustedDevice,
      ssnValidationOn: options.flag('Features.ValidateSsnAtLogin'),
      emailVerified: login.emailVerified,
      passwordEntered: credentials !== null && credentials.password !== '',
      mustChangePassword: login.mustChangePassword,
      hasPasswordQuestion: login.hasPasswordQuestion,
      recoveryWithoutQuestion: options.flag('Features.RecoveryWithoutQuestion'),
      agreementsNeeded: agreements.length > 0,
    });
    settle(startLogin(queue), signIn, agreements);
  };

  const finishStep = async (
    outcome: StepOutcome,
    patch: Partial<Pick<SignInInProgress, 'userToken' | 'emailAddress'>> = {},
  ) => {
    if (!running) return;
    const signIn = { ...running.signIn, ...patch };
    // A step that hands out a new token (change password's ResetPassword) supersedes the one the
    // sign-in held: that one is ended now, so no token the portal received outlives the process.
    const superseded = running.signIn.userToken;
    if (superseded && superseded !== signIn.userToken)
      void destroyServerSession(getPortal().api, superseded);
    if (outcome !== 'succeeded') {
      settle(afterStep(running.progress, outcome, 'off'), signIn, running.agreements);
      return;
    }
    setChecking(true);
    const maintenance = await checkMaintenance(getPortal().api);
    setChecking(false);
    settle(afterStep(running.progress, outcome, maintenance), signIn, running.agreements);
  };

  return { running, checking, begin, finishStep };
}

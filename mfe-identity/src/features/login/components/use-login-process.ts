// Runs the login process (spec 1 §4) around the pure queue rule: builds the queue from the
// login response, checks maintenance after each step, and finishes, cancels or goes down.
import { getPortal, sessionFromLogin } from '@portal/shared-contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkMaintenance } from '../../../lib/api/maintenance-mode';
import { destroyServerSession } from '../../../lib/api/logout';
import type { Agreement } from '@portal/agreements/agreement-setup';
import type { Settings } from '@portal/settings/settings-reader';
import { useSettings } from '@portal/settings/use-settings';
import { fetchBusinessDate } from '../../../lib/api/business-date';
import {
  agreementsConfiguredFor,
  neededAgreements,
  type AgreementLog,
} from '../../../lib/agreements/use-agreements';
import type { Credentials, LoginResponse } from '../api/user-login';
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
  logs: readonly AgreementLog[],
): Promise<Agreement[]> {
  if (!agreementsConfiguredFor(options, 'login')) return [];
  const today = await fetchBusinessDate(getPortal().api);
  return neededAgreements(options, 'login', logs, today);
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
      store.getState().startSession(
        sessionFromLogin({
          ...signIn.login,
          UserToken: signIn.userToken,
          EmailAddress: signIn.emailAddress,
        }),
      );
      bus.emit('session-started', { username: signIn.login.UserName });
      navigate('/myaccount/dashboard', { replace: true });
      return;
    }
    // Cancelled or down: the token the sign-in holds now dies with it (spec 1 §4); any earlier
    // one was already ended when it was superseded.
    void destroyServerSession(getPortal().api, signIn.userToken);
    onEnd(next.kind);
  };

  const begin = async (login: LoginResponse, credentials: Credentials | null) => {
    const signIn: SignInInProgress = {
      login,
      credentials,
      userToken: login.UserToken,
      emailAddress: login.EmailAddress ?? '',
    };
    let agreements: Agreement[];
    try {
      agreements = await loginAgreements(options, login.WebAgreementLogs ?? []);
    } catch {
      // Without the business day no one can say which agreements are due: like a failed
      // maintenance check, the process goes down rather than skip or invent them.
      settle({ kind: 'down' }, signIn, []);
      return;
    }
    const queue = loginStepQueue({
      mfaOn: options.flag('Features.MfaLogin'),
      trustedDevice: login.IsTrustedDevice,
      ssnValidationOn: options.flag('Features.ValidateSsnAtLogin'),
      emailVerified: login.EmailIsVerified,
      passwordEntered: credentials !== null && credentials.password !== '',
      mustChangePassword: login.MustChangePassword,
      hasPasswordQuestion: login.HasPasswordQuestion,
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

// The login process (spec 1 §4): a queue of follow-up steps, each only when it applies, with a
// maintenance check after each step. Pure: the page feeds it outcomes and check results.

export const LOGIN_STEP_ORDER = [
  'securityCode',
  'validateSSN',
  'changePassword',
  'setupSecretQuestion',
  'agreements',
] as const;

export type LoginStep = (typeof LOGIN_STEP_ORDER)[number];

export interface LoginStepFacts {
  /** MFA at login is on. */
  mfaOn: boolean;
  /** The server recognised a trusted device (IsTrustedDevice). */
  trustedDevice: boolean;
  /** The SSN-validation option is on. */
  ssnValidationOn: boolean;
  emailVerified: boolean;
  /** A password was typed (not an SSO or token sign-in). */
  passwordEntered: boolean;
  mustChangePassword: boolean;
  hasPasswordQuestion: boolean;
  recoveryWithoutQuestion: boolean;
  agreementsNeeded: boolean;
}

const APPLIES: Record<LoginStep, (facts: LoginStepFacts) => boolean> = {
  securityCode: (f) => f.mfaOn && !f.trustedDevice,
  validateSSN: (f) => f.ssnValidationOn && !f.emailVerified && f.passwordEntered,
  changePassword: (f) => f.mustChangePassword,
  setupSecretQuestion: (f) => !f.hasPasswordQuestion && !f.recoveryWithoutQuestion,
  agreements: (f) => f.agreementsNeeded,
};

export function loginStepQueue(facts: LoginStepFacts): LoginStep[] {
  return LOGIN_STEP_ORDER.filter((step) => APPLIES[step](facts));
}

export type LoginProgress =
  | { kind: 'step'; step: LoginStep; remaining: readonly LoginStep[] }
  | { kind: 'complete' }
  /** Cancelled or a step answered false: the queue is cleared and the session destroyed. */
  | { kind: 'cancelled' }
  /** Maintenance came on (or could not be checked) between steps. */
  | { kind: 'down' };

export function startLogin(queue: readonly LoginStep[]): LoginProgress {
  const [step, ...remaining] = queue;
  return step ? { kind: 'step', step, remaining } : { kind: 'complete' };
}

export type StepOutcome = 'succeeded' | 'cancelled' | 'false';
export type MaintenanceState = 'off' | 'on' | 'failed';

/** What follows a step: its outcome first, then the maintenance check made after a success. */
export function afterStep(
  progress: LoginProgress,
  outcome: StepOutcome,
  maintenance: MaintenanceState,
): LoginProgress {
  if (progress.kind !== 'step') return progress;
  if (outcome !== 'succeeded') return { kind: 'cancelled' };
  if (maintenance !== 'off') return { kind: 'down' };
  return startLogin(progress.remaining);
}

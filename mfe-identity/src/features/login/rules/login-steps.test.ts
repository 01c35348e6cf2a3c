import { describe, expect, it } from '@jest/globals';
import {
  afterStep,
  loginStepQueue,
  startLogin,
  type LoginStepFacts,
  type LoginProgress,
} from './login-steps';

const plain: LoginStepFacts = {
  mfaOn: false,
  trustedDevice: true,
  ssnValidationOn: false,
  emailVerified: true,
  passwordEntered: true,
  mustChangePassword: false,
  hasPasswordQuestion: true,
  recoveryWithoutQuestion: false,
  agreementsNeeded: false,
};

describe('the login step queue (spec 1 §4)', () => {
  it.each<[string, Partial<LoginStepFacts>, string[]]>([
    ['nothing to do', {}, []],
    ['MFA on and device not trusted', { mfaOn: true, trustedDevice: false }, ['securityCode']],
    ['MFA on but device trusted', { mfaOn: true, trustedDevice: true }, []],
    ['MFA off, untrusted device', { mfaOn: false, trustedDevice: false }, []],
    [
      'SSN option on, e-mail unverified, password typed',
      { ssnValidationOn: true, emailVerified: false },
      ['validateSSN'],
    ],
    [
      'SSN option on but no password (SSO)',
      { ssnValidationOn: true, emailVerified: false, passwordEntered: false },
      [],
    ],
    ['SSN option on, e-mail verified', { ssnValidationOn: true }, []],
    ['change required', { mustChangePassword: true }, ['changePassword']],
    ['no password question', { hasPasswordQuestion: false }, ['setupSecretQuestion']],
    [
      'no question, but recovery without a question',
      { hasPasswordQuestion: false, recoveryWithoutQuestion: true },
      [],
    ],
    ['agreements needed', { agreementsNeeded: true }, ['agreements']],
    [
      'everything, always in the spec order',
      {
        agreementsNeeded: true,
        hasPasswordQuestion: false,
        mustChangePassword: true,
        ssnValidationOn: true,
        emailVerified: false,
        mfaOn: true,
        trustedDevice: false,
      },
      ['securityCode', 'validateSSN', 'changePassword', 'setupSecretQuestion', 'agreements'],
    ],
  ])('%s → %o', (_, facts, queue) => {
    expect(loginStepQueue({ ...plain, ...facts })).toEqual(queue);
  });

  it('goes straight to complete when the queue is empty', () => {
    expect(startLogin([])).toEqual({ kind: 'complete' });
  });

  const twoSteps = startLogin(['securityCode', 'changePassword']);

  it.each<
    [string, Parameters<typeof afterStep>[1], Parameters<typeof afterStep>[2], LoginProgress]
  >([
    [
      'success, maintenance off: next step',
      'succeeded',
      'off',
      { kind: 'step', step: 'changePassword', remaining: [] },
    ],
    ['success, maintenance on: down', 'succeeded', 'on', { kind: 'down' }],
    ['success, check failed: down', 'succeeded', 'failed', { kind: 'down' }],
    ['cancelled: cleared', 'cancelled', 'off', { kind: 'cancelled' }],
    ['false: cleared', 'false', 'off', { kind: 'cancelled' }],
  ])('%s', (_, outcome, maintenance, next) => {
    expect(afterStep(twoSteps, outcome, maintenance)).toEqual(next);
  });

  it('completes after the last step succeeds with maintenance off', () => {
    const last = startLogin(['agreements']);
    expect(afterStep(last, 'succeeded', 'off')).toEqual({ kind: 'complete' });
  });
});

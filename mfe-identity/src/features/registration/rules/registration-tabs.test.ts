import { describe, expect, it } from '@jest/globals';
import { registrationTabs } from './registration-tabs';

const unlocked = (...args: Parameters<typeof registrationTabs>) =>
  Object.fromEntries(registrationTabs(...args).map((tab) => [tab.name, tab.unlocked]));

describe('registration breadcrumb tabs (spec 1 §2, §4)', () => {
  it.each([
    [
      'at the start only Personal Data is open',
      { mfaOn: false, emailVerified: false, securityRequired: true },
      { personalDone: false, securityDone: false },
      { 'Personal Data': true, Security: false, Registration: false },
    ],
    [
      'valid personal data opens Security, not yet Registration',
      { mfaOn: false, emailVerified: false, securityRequired: true },
      { personalDone: true, securityDone: false },
      { 'Personal Data': true, Security: true, Registration: false },
    ],
    [
      'with MFA the e-mail must be verified first',
      { mfaOn: true, emailVerified: false, securityRequired: true },
      { personalDone: true, securityDone: false },
      { 'Personal Data': true, Security: false, Registration: false },
    ],
    [
      'verified e-mail and valid security open Registration',
      { mfaOn: true, emailVerified: true, securityRequired: true },
      { personalDone: true, securityDone: true },
      { 'Personal Data': true, Security: true, Registration: true },
    ],
    [
      'no security field required: no Security tab, Registration after personal data',
      { mfaOn: false, emailVerified: false, securityRequired: false },
      { personalDone: true, securityDone: false },
      { 'Personal Data': true, Registration: true },
    ],
  ])('%s', (_case, facts, progress, expected) => {
    expect(unlocked(facts, progress)).toEqual(expected);
  });
});

import { describe, expect, it } from '@jest/globals';
import { nextSection, previousSection, registrationSections } from './registration-sections';

describe('registration sections (spec 1 §4)', () => {
  it.each([
    [
      { mfaOn: false, emailVerified: false, securityRequired: false },
      ['personalInfo', 'logonInfo'],
    ],
    [
      { mfaOn: true, emailVerified: false, securityRequired: false },
      ['personalInfo', 'emailVerification', 'logonInfo'],
    ],
    [
      { mfaOn: true, emailVerified: true, securityRequired: true },
      ['personalInfo', 'security', 'logonInfo'],
    ],
    [
      { mfaOn: true, emailVerified: false, securityRequired: true },
      ['personalInfo', 'emailVerification', 'security', 'logonInfo'],
    ],
  ])('%o → %o', (facts, sections) => {
    expect(registrationSections(facts)).toEqual(sections);
  });

  const facts = { mfaOn: true, emailVerified: false, securityRequired: true };
  it('moves forward and back, skipping a verified e-mail on the way back', () => {
    expect(nextSection('personalInfo', facts)).toBe('emailVerification');
    expect(nextSection('logonInfo', facts)).toBeNull();
    // Once verified, the verification section itself no longer applies: still move forward.
    expect(nextSection('emailVerification', { ...facts, emailVerified: true })).toBe('security');
    expect(previousSection('emailVerification', facts)).toBe('personalInfo');
    expect(previousSection('security', facts)).toBe('personalInfo');
    expect(previousSection('personalInfo', facts)).toBeNull();
  });
});

// Registration sections (spec 1 §4 Registration): personalInfo, then emailVerification (MFA on
// and e-mail not verified), then security (any security field required), then logonInfo.
export type RegistrationSection = 'personalInfo' | 'emailVerification' | 'security' | 'logonInfo';

export interface SectionFacts {
  mfaOn: boolean;
  emailVerified: boolean;
  securityRequired: boolean;
}

export function registrationSections(facts: SectionFacts): RegistrationSection[] {
  const sections: RegistrationSection[] = ['personalInfo'];
  if (facts.mfaOn && !facts.emailVerified) sections.push('emailVerification');
  if (facts.securityRequired) sections.push('security');
  sections.push('logonInfo');
  return sections;
}

const ORDER: readonly RegistrationSection[] = [
  'personalInfo',
  'emailVerification',
  'security',
  'logonInfo',
];

/** The section after `current` among those that apply now (current itself may no longer apply). */
export function nextSection(
  current: RegistrationSection,
  facts: SectionFacts,
): RegistrationSection | null {
  const applies = registrationSections(facts);
  return ORDER.slice(ORDER.indexOf(current) + 1).find((s) => applies.includes(s)) ?? null;
}

export function previousSection(
  current: RegistrationSection,
  facts: SectionFacts,
): RegistrationSection | null {
  // Going back never returns to a code already verified.
  const applies = registrationSections({ ...facts, emailVerified: true });
  return (
    ORDER.slice(0, ORDER.indexOf(current))
      .reverse()
      .find((s) => applies.includes(s)) ?? null
  );
}

// The registration breadcrumb tabs (spec 1 §2, §4): Personal Data, Security (only when a security
// field is required) and Registration. A tab unlocks once every section before it is valid:
// "Security and Registration tabs stay disabled until the earlier form is valid".
import type { RegistrationSection, SectionFacts } from './registration-sections';

export type RegistrationTabName = 'Personal Data' | 'Security' | 'Registration';

export interface RegistrationTab {
  name: RegistrationTabName;
  /** The section the tab opens. */
  section: RegistrationSection;
  /** The sections during which the tab reads as the current one. */
  covers: readonly RegistrationSection[];
  unlocked: boolean;
}

export interface RegistrationProgress {
  /** Personal info passed its checks (Continue). */
  personalDone: boolean;
  /** The security section passed its checks (Continue). */
  securityDone: boolean;
}

export function registrationTabs(
  facts: SectionFacts,
  progress: RegistrationProgress,
): RegistrationTab[] {
  const personalValid = progress.personalDone && (!facts.mfaOn || facts.emailVerified);
  const securityValid = !facts.securityRequired || progress.securityDone;
  const tabs: RegistrationTab[] = [
    {
      name: 'Personal Data',
      section: 'personalInfo',
      covers: ['personalInfo', 'emailVerification'],
      unlocked: true,
    },
  ];
  if (facts.securityRequired)
    tabs.push({
      name: 'Security',
      section: 'security',
      covers: ['security'],
      unlocked: personalValid,
    });
  tabs.push({
    name: 'Registration',
    section: 'logonInfo',
    covers: ['logonInfo'],
    unlocked: personalValid && securityValid,
  });
  return tabs;
}

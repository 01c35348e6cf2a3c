import type { SetupOptionKey } from '@portal/settings/setup-option-catalogue';

// Named set-ups of the sandbox, picked with POST /__sandbox/reset { "profile": ... }.
// Every profile starts from the catalogue defaults plus BASE_OPTIONS, then applies its own options.
// Option keys are typed against the catalogue, so a misspelt key does not compile.

export type ProfileOptions = Partial<Record<SetupOptionKey, string>>;

export interface SandboxProfile {
  description: string;
  options: ProfileOptions;
  /** GET /api/MaintenanceMode says isEnabled, and userlogin answers 403 maintenanceModeEnabled. */
  maintenanceMode: boolean;
  /** Every user must enter the security code, not only those with `mfa_enrolled`. */
  mfaForEveryUser: boolean;
}

export const PROFILE_NAMES = [
  'default',
  'mfa',
  'sso',
  'maintenance',
  'customer-credentials',
  'all-features',
] as const;

export type ProfileName = (typeof PROFILE_NAMES)[number];

export const DEFAULT_PROFILE: ProfileName = 'default';

/** Realistic texts and the MFA switch that every profile shares. */
export const BASE_OPTIONS = {
  'Features.MfaLogin': 'true',
  'Footer.Copyright': 'Lakeside Loan Servicing',
  'Footer.Disclosures':
    'Lakeside Loan Servicing is a loan servicer, not a lender. Loans are made by the lender named in your note. NMLS #000000. Equal Housing Opportunity.',
  'Login.InfoText': 'Sign in to view your loans, make a payment and manage your statements.',
  'Dashboard.InfoText': 'Payments made after 5 p.m. Eastern are applied the next business day.',
} as const satisfies ProfileOptions;

const baseProfile = { maintenanceMode: false, mfaForEveryUser: false };

/** Sample branding in the sandbox's CDN folder (src/shell/cdn/branding/logos, spec 1 §9). */
const BRANDING = {
  'Login.LogoFile': 'lakeside-logo.svg',
  'Login.BackgroundFile': 'lakeside-login-background.svg',
} as const satisfies ProfileOptions;

export const PROFILES: Record<ProfileName, SandboxProfile> = {
  default: {
    ...baseProfile,
    description:
      'MFA for enrolled users only (mfauser1); everything else the catalogue defaults, with realistic texts.',
    options: {},
  },
  mfa: {
    ...baseProfile,
    description:
      'Every user is enrolled in MFA: every login needs the security code 123456 unless the device is trusted.',
    options: {},
    mfaForEveryUser: true,
  },
  sso: {
    ...baseProfile,
    description: 'Single sign-on is switched on and points at the sandbox SSO page.',
    options: {
      'Features.SingleSignOn': 'true',
      'SSO.LoginUrl': '/api/__sandbox/sso-login',
    },
  },
  maintenance: {
    ...baseProfile,
    description:
      'Maintenance mode: GET /api/MaintenanceMode says isEnabled true and every login is refused.',
    options: {},
    maintenanceMode: true,
  },
  'customer-credentials': {
    ...baseProfile,
    description: 'Customer credentials with the password rule list shown.',
    options: {
      'Features.CustomerCredentials': 'true',
      'Features.PasswordRuleList': 'true',
    },
  },
  'all-features': {
    ...baseProfile,
    description:
      'Every feature that shows a link or a page is switched on (with URLs where one is needed), and the institution is branded: logo and login background from the CDN folder.',
    options: {
      ...BRANDING,
      'Features.DocumentCenter': 'true',
      'Features.FileServices': 'true',
      'Features.ForceManualContactChange': 'true',
      'Features.RemoteBranchLocator': 'true',
      'Links.RemoteBranchLocatorUrl': 'https://www.example.com/branches',
      'Features.LoanApplication': 'true',
      'Links.ApplyForLoanUrl': 'https://www.example.com/apply',
      'Features.AchDraftAgreementRequired': 'true',
      'Features.Faq': 'true',
      'Features.BranchLocator': 'true',
    },
  },
};

export function isProfileName(name: string): name is ProfileName {
  return (PROFILE_NAMES as readonly string[]).includes(name);
}

// The one list of institution setting keys ("group.name") with their defaults.
// Every area reads settings through this catalogue, and the sandbox's profiles are written
// against it, so a misspelt key is a compile error rather than a silently missing feature.
// Booleans travel as the text 'true' / 'false', exactly as the back end sends them.
// Plain data with no imports: the sandbox (Node type stripping) imports this file directly.

export const SETUP_OPTION_DEFAULTS = {
  // Access and identity
  'Features.SingleSignOn': 'false',
  'SSO.LoginUrl': '',
  'Features.MfaLogin': 'false',
  'Features.MfaRegistration': 'false',
  'Features.ValidateSsnAtLogin': 'false',
  'Features.RecoveryWithoutQuestion': 'false',
  'Features.CustomSecurityQuestion': 'false',
  'Features.ConfirmPassword': 'true',
  'Features.PasswordRuleList': 'false',
  'Features.CustomerCredentials': 'false',
  'Agreements.ForceClickOnUrl': 'false',
  'Agreements.RichText': 'false',
  'Agreements.Agreement1': '',
  'Agreements.Agreement2': '',
  'Agreements.Agreement3': '',
  'Agreements.Agreement4': '',
  'Agreements.Agreement5': '',
  'Registration.FixedAccountType': '',
  'Registration.DoNotRequireAccountNumber': 'false',
  'Login.InfoText': '',
  'Login.AnnouncementText': '',
  'Login.BrowserRequirementsUrl': '',

  // Shell: navigation, links and layout
  'Features.FileServices': 'false',
  'Features.DocumentCenter': 'false',
  'Features.ForceManualContactChange': 'false',
  'Features.HideContactUs': 'false',
  'Features.BranchLocator': 'true',
  'Features.RemoteBranchLocator': 'false',
  'Links.RemoteBranchLocatorUrl': '',
  'Features.Faq': 'true',
  'Features.AchDraftAgreementRequired': 'false',
  'Features.LoanApplication': 'false',
  'Links.ApplyForLoanUrl': '',
  'Footer.Copyright': 'Borrower Portal',
  'Footer.RichText': '',
  'Footer.Disclosures': '',
  'Footer.Image1': '',
  'Footer.Image2': '',
  'Footer.Image3': '',
  'Analytics.GoogleTagId': '',

  // Payments
  'Payments.DisableEZPayOption': 'false',

  // Servicing
  'Dashboard.InfoText': '',
} as const satisfies Record<string, string>;

export type SetupOptionKey = keyof typeof SETUP_OPTION_DEFAULTS;

export const SETUP_OPTION_KEYS = Object.keys(SETUP_OPTION_DEFAULTS) as SetupOptionKey[];

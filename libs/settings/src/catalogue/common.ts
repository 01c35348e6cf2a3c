// Settings more than one app reads: a contract between teams (its owner named above each group),
// so every app bundles these few. An area's own keys are bundled by that area alone: no page pays
// for the defaults of pages it does not show (issue 14).
export const COMMON_OPTIONS = {
  // Identity's: single sign-on (the shell's menu and sign-out), the secret-question, password-rule
  // and agreement setups (identity, profile, payments and servicing ask for them too).
  'Features.SingleSignOn': 'false',
  'SSO.LoginUrl': '',
  'Features.CustomSecurityQuestion': 'false',
  'Features.PasswordRuleList': 'false',
  'Features.CustomerCredentials': 'false',
  'Agreements.ForceClickOnUrl': 'false',
  'Agreements.RichText': 'false',
  'Agreements.Agreement1': '',
  'Agreements.Agreement2': '',
  'Agreements.Agreement3': '',
  'Agreements.Agreement4': '',
  'Agreements.Agreement5': '',
  // The shell's: which services exist (the menu, and the pages that link to them).
  'Features.FileServices': 'false',
  'Features.DocumentCenter': 'false',
  'Features.ForceManualContactChange': 'false',
  'Features.RemoteBranchLocator': 'false',
  'Links.RemoteBranchLocatorUrl': '',
  'Features.AchDraftAgreementRequired': 'false',
  /** Whether the loan-application service permits applying (Apply For Loan link). */
  'Features.LoanApplication': 'false',
  'Links.ApplyForLoanUrl': '',
  /** Hides every way into payments (the menu's link, the dashboard's buttons): read by the shell
   * and the dashboard, so it travels with the keys every app bundles, not with the payments area. */
  'Payments.DisableEZPayOption': 'false',
} as const satisfies Record<string, string>;

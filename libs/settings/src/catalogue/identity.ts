// Settings of the identity area: sign-in, SSO, registration, recovery, agreements. Owned by that area's team.
export const IDENTITY_OPTIONS = {
  'Features.MfaLogin': 'false',
  'Features.MfaRegistration': 'false',
  'Features.ValidateSsnAtLogin': 'false',
  'Features.RecoveryWithoutQuestion': 'false',
  'Features.ConfirmPassword': 'true',
  'Registration.FixedAccountType': '',
  'Registration.DoNotRequireAccountNumber': 'false',
  'Login.InfoText': '',
  'Login.AnnouncementText': '',
  'Login.BrowserRequirementsUrl': '',
  'Login.AnnouncementOnMobile': 'false',
  /** File name of the login screen's background image, in the same CDN folder as the logo. */
  'Login.BackgroundFile': '',
  /** Preset secret questions, separated by | (filtered by the permitted-character pattern). */
  'Security.SecretQuestions':
    'What is the name of your first pet?|What city were you born in?|What was the make of your first car?|What is the name of your favorite teacher?|What street did you grow up on?',
  'Recovery.Heading': 'Recover Credentials',
  'Recovery.IntroText': 'Enter your information below to recover your username and password.',
  'Recovery.HideEmail': 'false',
  'Recovery.HideDateOfBirth': 'false',
  'Recovery.HideZip': 'false',
  'Recovery.HideBranch': 'true',
  'Registration.HideAccountType': 'false',
  'Registration.HideDateOfBirth': 'false',
  'Registration.HideZip': 'false',
  'Registration.HidePhone': 'false',
  'Registration.RequirePlaceOfBirth': 'false',
  'Registration.RequireDriversLicense': 'false',
  'Registration.RequireMothersMaiden': 'false',
  'Registration.RemoveCheckDigit': 'false',
  'Registration.SsnDigits': '9',
  'OptOut.Heading': 'Opt Out of Notifications',
  'OptOut.Text': 'Press Opt Out to stop receiving e-mail notifications from us.',
  'Support.PhoneText':
    'Please call customer service at 1-800-555-0100, Monday to Friday, 8 a.m. to 6 p.m. Eastern.',
} as const satisfies Record<string, string>;

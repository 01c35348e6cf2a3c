// Settings of the servicing area: accounts and servicing (spec 3). Owned by that area's team.
// Booleans travel as the text 'true' / 'false'. Rich texts are HTML the area sanitises.
export const SERVICING_OPTIONS = {
  // Dashboard
  'Dashboard.InfoText': '',
  'Dashboard.InfoText2': '',
  'Dashboard.BannerImageUrl': '',
  'Dashboard.BannerImageAlt': '',
  'Dashboard.NoEmailWarning':
    'We do not have an e-mail address on file for you. Please open the Profile tab and add a valid e-mail address.',
  // Loan details
  'LoanDetails.HideEStatements': 'false',
  'LoanDetails.HideAccountDocuments': 'false',
  'Features.PayoffQuote': 'false',
  'Features.ViewInsurance': 'false',
  'Insurance.HideIndividualJoint': 'false',
  'Insurance.Note': 'Please refer to your loan note for the full terms of your insurance coverage.',
  'HideAccount.SuccessText':
    'This account is now hidden from the web. To view it again, please contact us.',
  // E-statements
  'EStatements.AgreementText':
    '<p>By enrolling you agree to receive your statements electronically instead of on paper.</p>',
  'EStatements.ConfirmConsent': 'false',
  'EStatements.ConsentText': 'Do you consent to receive your statements electronically?',
  'EStatements.WithdrawText':
    'Do you want to withdraw your consent and receive paper statements again?',
  'EStatements.AgreementUpdated': 'false',
  'EStatements.ExternalStatementUrl': '',
  // Documents
  'Documents.Disclaimer': '',
  // Messages
  'Messages.HideFeedback': 'false',
  'Messages.HideBranchNumber': 'false',
  'Messages.RequireBranchNumber': 'false',
  'Messages.GoodReasons': 'Easy to use|Fast|Helpful information|Friendly staff|Other',
  'Messages.BadReasons': 'Hard to use|Slow|Missing information|Errors|Other',
  // Locations: no tile URL means list view only (this machine has no internet).
  'Maps.TileUrl': '',
  'Maps.Attribution': '',
  'Maps.AccessibilityNote':
    'The maps service used on this page may not meet all accessibility standards. The branch list below has the same information.',
  'Links.MapsSearchUrl': 'https://www.google.com/maps/search/?api=1&query=',
  // FAQ
  'Faq.SecurityText': '<p>We never ask for your password by e-mail or phone.</p>',
  'Faq.AccountText': '<p>Your accounts are listed on the dashboard after you sign in.</p>',
  'Faq.RatesText': '<p>Current rates are available from any branch.</p>',
  'Faq.HolidaysText': '<p>Payments due on a holiday are applied the next business day.</p>',
  'Faq.GeneralText': '<p>Contact us through the Messages page with any question.</p>',
  'Faq.HideSecurity': 'false',
  'Faq.HideAccount': 'false',
  'Faq.HideRates': 'false',
  'Faq.HideHolidays': 'false',
  'Faq.HideGeneral': 'false',
  // Contact info change
  'ContactChange.SubmitFormErrorText': 'Something went wrong',
  // Application details
  'ApplicationDetails.HideStatus': 'false',
  'ApplicationDetails.HideAmountRequested': 'false',
  'ApplicationDetails.HideAmountApproved': 'false',
  'ApplicationDetails.HideLastModified': 'false',
  'ApplicationDetails.HideFundsExpected': 'false',
} as const satisfies Record<string, string>;

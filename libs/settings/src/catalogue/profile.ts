// Settings of the profile area: the profile page. Owned by that area's team.
// Spec 1 §2/§6: each section can be hidden by settings, Personal Information also just for
// company users; text toggles need the text-message option; per-phone texting dialogs need theirs.
export const PROFILE_OPTIONS = {
  'Profile.HideUserInformation': 'false',
  'Profile.HidePersonalInformation': 'false',
  'Profile.HidePersonalInformationForCompanyUsers': 'false',
  'Profile.HideNotifications': 'false',
  'Profile.HideProfileDocuments': 'false',
  'Profile.TextMessages': 'false',
  'Profile.TextingSubscriptionDialogs': 'false',
  /** Rich text of the texting terms (sanitised before it is shown). */
  'Profile.TextingTerms':
    '<p>By agreeing you allow us to send text messages about your accounts to your first phone number. Message and data rates may apply. Reply STOP to cancel.</p>',
  /** User-information error codes whose own message is hidden (the generic error shows instead), comma separated. */
  'Profile.HiddenUserInfoErrors': '',
  /** Preset secret questions, separated by |. */
  'Profile.SecurityQuestions':
    'What was the name of your first pet?|What city were you born in?|What is your favorite color?|What was the make of your first car?',
} as const satisfies Record<string, string>;

// The profile page's saves (spec 1 §7 "Update user info / personal info / notifications", paths
// ours: the spec does not show them) and the texting agreement record (agreement log service).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { PersonalInfoSchema, UserAlertsInfoSchema, UserInfoSchema } from './profile-data.ts';

/** Spec 1 §8 "Profile user info" codes. */
const USER_INFO_ERRORS = [
  'LogonNameExists',
  'LogonMissingCapitalLetter',
  'LogonMissingLowercaseLetter',
  'LogonMissingLetter',
  'LogonMissingNumber',
  'LogonMissingSpecialCharacter',
  'LogonMatchesEmail',
  'LogonTooShort',
  'LogonNameLength',
  'PasswordNeedsLetterNumber',
  'PasswordTooShort',
  'PasswordSameAsLogin',
  'ChooseDifferentPassword',
  'PasswordSameAsSSN',
  'ReusedPassword',
  'InvalidCurrentPassword',
  'PasswordMissingCapitalLetter',
  'PasswordMissingLowercaseLetter',
  'PasswordMissingLetter',
  'PasswordMissingNumber',
  'PasswordMissingSpecialCharacter',
  'PasswordEqualsPortionOfLogon',
  'PasswordMatchesEmail',
  'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
  'Error',
  'CorrectErrors',
  'Invalid',
] as const;

export const updateUserInfo = endpoint({
  name: 'profile.updateUserInfo',
  method: 'POST',
  path: 'Profile/UpdateUserInfo',
  // Upper-cased user info fields; an empty field is one the borrower did not change.
  request: v.object({
    LogonName: v.optional(v.string()),
    EmailAddress: v.optional(v.string()),
    OldPassword: v.optional(v.string()),
    NewPassword: v.optional(v.string()),
    ConfirmNewPassword: v.optional(v.string()),
    SecretQuestion: v.optional(v.string()),
    SecretAnswer: v.optional(v.string()),
  }),
  response: envelope({ UserInfo: v.nullish(UserInfoSchema) }),
  errors: USER_INFO_ERRORS,
  spec: 'spec 1 §7, §8',
  summary: 'Saves the logon name, e-mail, password and secret question of the borrower.',
  example: { EmailAddress: 'alex.morgan@example.com' },
});

export const updatePersonalInfo = endpoint({
  name: 'profile.updatePersonalInfo',
  method: 'POST',
  path: 'Profile/UpdatePersonalInfo',
  request: PersonalInfoSchema,
  response: envelope({ PersonalInfo: v.nullish(PersonalInfoSchema) }),
  errors: ['ZipCityNoMatch', 'ContainsPOBox', 'Invalid'],
  spec: 'spec 1 §7, §8',
  summary: "Saves the borrower's address and phone numbers (with each phone's texting opt-in).",
  example: {
    Address: { Address1: '418 Harbor View Rd', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
    PhoneNumbers: [{ PhoneNumber: '6165550142', Primary: true, OptInToTexting: false }],
  },
});

export const updateNotifications = endpoint({
  name: 'profile.updateNotifications',
  method: 'POST',
  path: 'Profile/UpdateNotifications',
  // Sent with AlertsAreDirty true (spec 1 §3).
  request: v.object({ UserAlertsInfo: UserAlertsInfoSchema }),
  response: envelope({ UserAlertsInfo: v.nullish(UserAlertsInfoSchema) }),
  errors: [],
  spec: 'spec 1 §3, §7',
  summary: "Saves the borrower's e-mail and text alert preferences.",
  example: {
    UserAlertsInfo: {
      SequenceNumber: 1,
      TurnOffAllAlerts: false,
      AlertsAreDirty: true,
      EmailAlerts: { PasswordChanged: true },
      TextAlerts: {},
    },
  },
});

export const agreeToTexting = endpoint({
  name: 'profile.agreeToTexting',
  method: 'POST',
  path: 'Profile/AgreeToTexting',
  request: v.object({}),
  response: EmptyEnvelopeSchema,
  errors: [],
  spec: 'spec 1 §4, §7 (agreement log service)',
  summary: "Records the borrower's acceptance of the texting terms.",
});

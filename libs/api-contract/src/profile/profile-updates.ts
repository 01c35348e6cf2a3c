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

export const updateUserInfo = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();

export const updatePersonalInfo = /*#__PURE__*/ (() =>
  endpoint({
    name: 'profile.updatePersonalInfo',
    method: 'POST',
    path: 'Profile/UpdatePersonalInfo',
    request: PersonalInfoSchema,
    response: envelope({ PersonalInfo: v.nullish(PersonalInfoSchema) }),
    errors: ['ZipCityNoMatch', 'ContainsPOBox', 'Invalid'],
  }))();

export const updateNotifications = /*#__PURE__*/ (() =>
  endpoint({
    name: 'profile.updateNotifications',
    method: 'POST',
    path: 'Profile/UpdateNotifications',
    // Sent with AlertsAreDirty true (spec 1 §3).
    request: v.object({ UserAlertsInfo: UserAlertsInfoSchema }),
    response: envelope({ UserAlertsInfo: v.nullish(UserAlertsInfoSchema) }),
    errors: [],
  }))();

export const agreeToTexting = /*#__PURE__*/ (() =>
  endpoint({
    name: 'profile.agreeToTexting',
    method: 'POST',
    path: 'Profile/AgreeToTexting',
    request: v.object({}),
    response: EmptyEnvelopeSchema,
    errors: [],
  }))();

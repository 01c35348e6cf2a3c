import { describe, expect, it } from '@jest/globals';
import { parseHiddenCodes, personalInfoMessage, userInfoMessage } from './messages';

describe('profile messages (spec 1 §8)', () => {
  it.each([
    ['ZipCityNoMatch', 'City is not found within the specified zip code'],
    ['ContainsPOBox', 'Physical address cannot contain a PO box'],
    ['Invalid', 'There was an error saving changes to your information'],
    [undefined, 'There was an error saving changes to your information'],
  ])('personal info %p shows %p', (code, message) => {
    expect(personalInfoMessage(code)).toBe(message);
  });

  it.each([
    ['LogonNameExists', '', 'That login name already exists, please choose another'],
    ['LogonNameExists', 'LogonNameExists', 'There was an error saving changes to your information'],
    ['LogonNameLength', '', 'Invalid logon name length'],
    ['PasswordNeedsLetterNumber', '', 'Password requires a letter and number'],
    ['PasswordTooShort', '', 'Password is too short'],
    ['PasswordSameAsLogin', '', 'Password cannot be the same as logon name'],
    ['ChooseDifferentPassword', '', 'You must choose a different password'],
    ['PasswordSameAsSSN', '', 'Password cannot be the same as SSN'],
    ['CorrectErrors', '', 'There was a problem saving your changes, please correct errors first'],
    ['Invalid', '', 'The data you entered was invalid. Please re-enter and try again'],
    ['BiometricsNotUpdated', '', 'There was a problem updating biometrics'],
    ['Error', '', 'There was an error saving changes to your information'],
    ['SomethingNew', '', 'There was an error saving changes to your information'],
    [undefined, '', 'There was an error saving changes to your information'],
    [
      'Invalid',
      'LogonNameExists, Invalid',
      'There was an error saving changes to your information',
    ],
  ])('user info %p (hidden: %p) shows %p', (code, hidden, message) => {
    expect(userInfoMessage(code, parseHiddenCodes(hidden))).toBe(message);
  });
});

// Password calls of spec 1 §7: the reset (forced change and the change-password login step), the
// reset link's checks, the async password checks and the institution's rule lists.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { WireFlag, WireText } from '../wire-values.ts';

const PASSWORD_ERRORS = [
  'Error',
  'ChooseDifferentPassword',
  'PasswordTooShort',
  'PasswordSameAsLogin',
  'PasswordSameAsSSN',
  'PasswordNeedsLetterNumber',
  'Expired',
  'ReusedPassword',
  'PasswordMissingCapitalLetter',
  'PasswordMissingLowercaseLetter',
  'PasswordMissingLetter',
  'PasswordMissingNumber',
  'PasswordMissingSpecialCharacter',
  'PasswordEqualsPortionOfLogon',
  'PasswordMatchesEmail',
  'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
];

export const resetPassword = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.resetPassword',
    method: 'POST',
    path: 'Login/ResetPassword',
    request: v.object({ Enc: v.string(), Password: v.string() }),
    response: envelope({
      IsLoggedIn: WireFlag,
      UserToken: WireText,
      BiometricsTokenExpiration: WireText,
    }),
    errors: PASSWORD_ERRORS,
  }))();

export const lookupLoginFromToken = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.lookupLoginFromToken',
    method: 'POST',
    path: 'Login/LookupLoginFromToken',
    request: v.object({ UserToken: v.string() }),
    response: envelope({ Logon: WireText }),
    errors: ['Expired'],
  }))();

export const checkTokenExpiration = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.checkTokenExpiration',
    method: 'POST',
    path: 'Login/CheckTokenExpiration',
    request: v.object({ Token: v.string() }),
    // The spec does not show the answer; the "reset-token expiry check" row says it reads Expired.
    response: envelope({ Expired: v.boolean() }),
    errors: [],
  }))();

/** What the async password check should look for (spec 1 §5, Password: async check); a flag
 * left out is not checked (identity sends all three, the profile those it needs). */
const passwordCheckFields = {
  PasswordToValidate: v.string(),
  InvalidWhenMatchesSSN: v.optional(v.boolean()),
  InvalidWhenMatchEmail: v.optional(v.boolean()),
  InvalidWhenPasswordExists: v.optional(v.boolean()),
};

const PasswordCheckResponseSchema = /*#__PURE__*/ (() =>
  envelope({
    PasswordMatchesSSN: WireFlag,
    PasswordMatchesEmail: WireFlag,
    PasswordExists: WireFlag,
  }))();

export const validatePasswordForLoggedInUser = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.validatePasswordForLoggedInUser',
    method: 'POST',
    path: 'Login/ValidatePasswordForLoggedInUser',
    request: v.object(passwordCheckFields),
    response: PasswordCheckResponseSchema,
    errors: ['Unauthorized', 'LockedOnBadPassword'],
  }))();

export const validatePasswordForResetPassword = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.validatePasswordForResetPassword',
    method: 'POST',
    path: 'Login/ValidatePasswordForResetPassword',
    request: v.object({ ...passwordCheckFields, ResetToken: v.string() }),
    response: PasswordCheckResponseSchema,
    errors: ['Expired', 'LockedOnBadPassword'],
  }))();

/** One rule of the institution's list (spec 1 §3, Password validation rule). */
const ValidationRuleSchema = /*#__PURE__*/ (() =>
  v.object({
    ValidationRuleType: v.number(),
    ValidationRegex: WireText,
    RegexMatchMeansError: WireFlag,
    MinimumLength: v.nullish(v.number()),
  }))();

// The answer is the bare list, without the envelope.
const ValidationRulesSchema = /*#__PURE__*/ (() => v.array(ValidationRuleSchema))();

export const getPasswordValidationRules = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.getPasswordValidationRules',
    method: 'POST',
    path: 'CredentialValidationRules/GetPasswordValidationRules',
    request: v.object({}),
    response: ValidationRulesSchema,
    errors: [],
  }))();

export const getLogonValidationRules = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.getLogonValidationRules',
    method: 'POST',
    path: 'CredentialValidationRules/GetLogonValidationRules',
    request: v.object({}),
    response: ValidationRulesSchema,
    errors: [],
  }))();

// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./passwords.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  checkTokenExpiration,
  getLogonValidationRules,
  getPasswordValidationRules,
  lookupLoginFromToken,
  resetPassword,
  validatePasswordForLoggedInUser,
  validatePasswordForResetPassword,
} from './passwords.ts';

export const passwordsReferences = [
  reference(resetPassword, {
    spec: 'spec 1 §7',
    summary: 'Sets a new password with a reset token (Enc) and signs the borrower in.',
    example: { Enc: 'reset-borrower2', Password: 'Fresh2Start9' },
  }),
  reference(lookupLoginFromToken, {
    spec: 'spec 1 §7',
    summary: 'The logon name a reset token belongs to.',
    example: { UserToken: 'reset-borrower2' },
  }),
  reference(checkTokenExpiration, {
    spec: 'spec 1 §7',
    summary: 'Whether a reset token has expired.',
    example: { Token: 'reset-borrower2' },
  }),
  reference(validatePasswordForLoggedInUser, {
    spec: 'spec 1 §7',
    summary:
      "Checks a new password against the signed-in borrower's SSN, e-mail and old passwords.",
    example: {
      PasswordToValidate: 'alex.morgan@example.com',
      InvalidWhenMatchesSSN: false,
      InvalidWhenMatchEmail: true,
      InvalidWhenPasswordExists: true,
    },
  }),
  reference(validatePasswordForResetPassword, {
    spec: 'spec 1 §7',
    summary: "Checks a new password against the reset token owner's SSN, e-mail and old passwords.",
    example: {
      PasswordToValidate: '234567890',
      InvalidWhenMatchesSSN: true,
      InvalidWhenMatchEmail: false,
      InvalidWhenPasswordExists: true,
      ResetToken: 'reset-borrower2',
    },
  }),
  reference(getPasswordValidationRules, {
    spec: 'spec 1 §7',
    summary: "The institution's password rules for server-rule mode.",
  }),
  reference(getLogonValidationRules, {
    spec: 'spec 1 §7',
    summary: "The institution's logon-name rules for server-rule mode.",
  }),
];

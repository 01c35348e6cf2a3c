// The password calls the profile's change of password makes (spec 1 §5, §7).
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { envelope } from '../envelope';

export const PasswordValidationRuleSchema = v.object({
  ValidationRuleType: v.number(),
  ValidationRegex: v.nullish(v.string()),
  RegexMatchMeansError: v.nullish(v.boolean()),
  MinimumLength: v.nullish(v.number()),
});

export const getPasswordValidationRules = endpoint({
  name: 'profile.getPasswordValidationRules',
  method: 'POST',
  path: 'CredentialValidationRules/GetPasswordValidationRules',
  request: v.object({}),
  // A bare list, not an envelope.
  response: v.array(PasswordValidationRuleSchema),
  errors: [],
  spec: 'spec 1 §3, §7',
  summary: "The institution's password rules (server-rule mode), fetched once.",
});

export const validatePasswordForLoggedInUser = endpoint({
  name: 'profile.validatePasswordForLoggedInUser',
  method: 'POST',
  path: 'Login/ValidatePasswordForLoggedInUser',
  request: v.object({
    PasswordToValidate: v.string(),
    InvalidWhenMatchesSSN: v.optional(v.boolean()),
    InvalidWhenMatchEmail: v.optional(v.boolean()),
    InvalidWhenPasswordExists: v.optional(v.boolean()),
  }),
  response: envelope({
    PasswordMatchesSSN: v.nullish(v.boolean()),
    PasswordMatchesEmail: v.nullish(v.boolean()),
    PasswordExists: v.nullish(v.boolean()),
  }),
  errors: [],
  spec: 'spec 1 §5, §7',
  summary: 'What only the server knows of a new password: SSN, e-mail or reuse matches.',
  example: { PasswordToValidate: 'Harbor2026!x', InvalidWhenPasswordExists: true },
});

// Calls the profile makes whose owner is another area's list: the password checks (identity,
// spec 1 §7: identityEndpoints lists them) and the file types (servicing, spec 3 §7:
// servicingEndpoints lists them). They are declared here so the profile can call them now; they
// are NOT in profileEndpoints, so each route stays listed once. When the owner's declaration
// lands (branches s-identity, s-servicing), the profile imports it instead and this file goes.
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { envelope, NoRequestSchema } from '../envelope';

export const PasswordValidationRuleSchema = v.object({
  ValidationRuleType: v.number(),
  ValidationRegex: v.nullish(v.string()),
  RegexMatchMeansError: v.nullish(v.boolean()),
  MinimumLength: v.nullish(v.number()),
});

export const getPasswordValidationRules = endpoint({
  name: 'identity.getPasswordValidationRules',
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
  name: 'identity.validatePasswordForLoggedInUser',
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

export const fileTypes = endpoint({
  name: 'servicing.fileTypes',
  method: 'GET',
  path: 'file/GetFileTypes',
  request: NoRequestSchema,
  response: envelope({
    FileTypes: v.nullish(v.array(v.object({ ID: v.number(), Description: v.string() }))),
  }),
  errors: [],
  spec: 'spec 3 §7',
  summary: 'The document file types; every upload names one.',
});

// The login follow-up steps (spec 1 §4, §7): security code, SSN check, secret question and
// agreements. They run before the portal session starts, so the sign-in's token travels in the
// UserToken header the caller passes.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

export const validateLoginCode = endpoint({
  name: 'identity.validateLoginCode',
  method: 'POST',
  path: 'Login/ValidateCode',
  request: v.object({
    UserId: v.string(),
    Code: v.string(),
    CreateTrustedDevice: v.boolean(),
  }),
  response: envelope({
    UserToken: v.pipe(v.string(), v.minLength(1)),
    EmailAddress: WireText,
    TrustedDeviceToken: WireText,
    CustomerID: v.nullish(v.union([v.string(), v.number()])),
    BiometricsTokenExpiration: WireText,
  }),
  errors: ['CodeExpired', 'MaxAttemptsReached', 'Invalid', 'Unauthorized'],
  spec: 'spec 1 §7',
  summary: 'Checks the security code of a sign-in from an untrusted device.',
  example: { UserId: 'mfauser1', Code: '123456', CreateTrustedDevice: false },
});

export const resendLoginCode = endpoint({
  name: 'identity.resendLoginCode',
  method: 'POST',
  path: 'Login/ResendCode',
  request: v.object({ UserId: v.string() }),
  response: EmptyEnvelopeSchema,
  errors: ['MaxAttemptsReached'],
  spec: 'spec 1 §7',
  summary: 'Sends a new security code for the sign-in under way.',
  example: { UserId: 'mfauser1' },
});

export const verifyNewUser = endpoint({
  name: 'identity.verifyNewUser',
  method: 'POST',
  path: 'Login/VerifyNewUser',
  request: v.object({
    Credentials: v.object({ UserName: v.string(), Password: v.string() }),
    SocialSecurityNumber: v.string(),
  }),
  response: EmptyEnvelopeSchema,
  // Unauthorized: sent without the token of a sign-in whose next step is this one (issue 52);
  // LockedOnBadPassword: the password lockout every password check shares.
  errors: ['Invalid', 'LockedOnBadPassword', 'Unauthorized'],
  spec: 'spec 1 §7',
  summary: 'The SSN step: confirms the borrower by credentials and social security number.',
  example: {
    Credentials: { UserName: 'borrower1', Password: 'Welcome123' },
    SocialSecurityNumber: '123456789',
  },
});

export const setPasswordQuestion = endpoint({
  name: 'identity.setPasswordQuestion',
  method: 'POST',
  path: 'register/SetPasswordQuestion',
  request: v.object({
    PasswordQuestion: v.string(),
    PasswordAnswer: v.string(),
    UserToken: v.string(),
  }),
  response: EmptyEnvelopeSchema,
  errors: ['Unauthorized'],
  spec: 'spec 1 §7',
  summary: 'The secret-question step: stores the question and answer for recovery.',
  example: {
    PasswordQuestion: 'What city were you born in?',
    PasswordAnswer: 'Springfield',
    UserToken: '',
  },
});

/** One acceptance record of the agreement log (spec 1 §3, Agreement: the server record). */
const AgreementRecordSchema = v.object({
  NameOfTerms: v.string(),
  AgreementType: v.number(),
  WhenToAgree: v.number(),
  DateOfTerms: v.string(),
});

export const recordAgreements = endpoint({
  name: 'identity.recordAgreements',
  method: 'POST',
  path: 'AgreementLog/RecordAgreements',
  request: v.object({ Agreements: v.array(AgreementRecordSchema) }),
  response: EmptyEnvelopeSchema,
  errors: ['Unauthorized'],
  spec: 'spec 1 §7 (agreement log service; path not shown, ours)',
  summary: "Records the borrower's acceptance of the agreements shown at login.",
  example: {
    Agreements: [
      {
        NameOfTerms: 'Terms',
        AgreementType: 11337,
        WhenToAgree: 0,
        DateOfTerms: '2025-01-01T00:00:00',
      },
    ],
  },
});

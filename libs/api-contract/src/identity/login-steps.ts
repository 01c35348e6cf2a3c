// The login follow-up steps (spec 1 §4, §7): security code, SSN check, secret question and
// agreements. They run before the portal session starts, so the sign-in's token travels in the
// UserToken header the caller passes.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

export const validateLoginCode = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();

export const resendLoginCode = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.resendLoginCode',
    method: 'POST',
    path: 'Login/ResendCode',
    request: v.object({ UserId: v.string() }),
    response: EmptyEnvelopeSchema,
    errors: ['MaxAttemptsReached'],
  }))();

export const verifyNewUser = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();

export const setPasswordQuestion = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();

/** One acceptance record of the agreement log (spec 1 §3, Agreement: the server record). */
const AgreementRecordSchema = /*#__PURE__*/ (() =>
  v.object({
    NameOfTerms: v.string(),
    AgreementType: v.number(),
    WhenToAgree: v.number(),
    DateOfTerms: v.string(),
  }))();

export const recordAgreements = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.recordAgreements',
    method: 'POST',
    path: 'AgreementLog/RecordAgreements',
    request: v.object({ Agreements: v.array(AgreementRecordSchema) }),
    response: EmptyEnvelopeSchema,
    errors: ['Unauthorized'],
  }))();

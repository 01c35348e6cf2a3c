// Signing in (spec 1 §7): the login form, the mobile app's biometric token and single sign-on
// all answer with the login response of spec 1 §3.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { WireFlag, WireText } from '../wire-values.ts';

const WebAgreementLogSchema = /*#__PURE__*/ (() =>
  v.object({
    DateOfTerms: WireText,
    DateOfAgreement: WireText,
  }))();

/** The login response of spec 1 §3. */
export const loginResponseFields = {
  IsLoggedIn: v.boolean(),
  UserName: v.string(),
  PersonalName: WireText,
  ServicingBranch: v.nullish(v.number()),
  LastLoggedInIP: WireText,
  LastLoggedIn: WireText,
  UserToken: v.string(),
  EmailAddress: WireText,
  EmailIsVerified: WireFlag,
  CompanyNumber: v.nullish(v.number()),
  IsTrustedDevice: WireFlag,
  BiometricsTokenExpiration: WireText,
  MustChangePassword: WireFlag,
  ChangePasswordToken: WireText,
  HasPasswordQuestion: WireFlag,
  WebAgreementLogs: v.nullish(v.array(WebAgreementLogSchema)),
  IsEmailCommunicationRestriced: WireFlag,
};

export const LoginResponseSchema = /*#__PURE__*/ (() => envelope(loginResponseFields))();

/** The answer of a token sign-in: a full login response, or IsLoggedIn false with nothing else. */
const TokenLoginResponseSchema = /*#__PURE__*/ (() =>
  v.union([LoginResponseSchema, envelope({ IsLoggedIn: v.literal(false) })]))();

export const userLogin = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.userLogin',
    method: 'POST',
    path: 'login/userlogin',
    request: v.object({
      username: v.string(),
      password: v.string(),
      deviceId: v.optional(v.string()),
      trustedDeviceTokens: v.optional(v.array(v.string())),
    }),
    response: LoginResponseSchema,
    errors: [
      'LockedOnBadPassword',
      'MaxAttemptsReached',
      'Invalid',
      'LogonNotAllowed',
      'Restricted',
      'maintenanceModeEnabled',
      'ServerError',
      'MFANoEmail',
    ],
  }))();

export const tokenLogin = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.tokenLogin',
    method: 'POST',
    path: 'login/tokenlogin',
    request: v.object({ Token: v.string(), DeviceID: WireText }),
    response: TokenLoginResponseSchema,
    errors: ['Invalid', 'maintenanceModeEnabled'],
  }))();

export const ssoLogin = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.ssoLogin',
    method: 'POST',
    path: 'Login/SsoLogin',
    request: v.object({ Token: v.string(), Channel: v.literal('Web') }),
    response: TokenLoginResponseSchema,
    errors: ['Invalid', 'maintenanceModeEnabled'],
  }))();

// Signing in (spec 1 §7): the login form, the mobile app's biometric token and single sign-on
// all answer with the login response of spec 1 §3.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { WireFlag, WireText } from '../wire-values.ts';

const WebAgreementLogSchema = v.object({
  DateOfTerms: WireText,
  DateOfAgreement: WireText,
});

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

export const LoginResponseSchema = envelope(loginResponseFields);

/** The answer of a token sign-in: a full login response, or IsLoggedIn false with nothing else. */
const TokenLoginResponseSchema = v.union([
  LoginResponseSchema,
  envelope({ IsLoggedIn: v.literal(false) }),
]);

export const userLogin = endpoint({
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
  spec: 'spec 1 §7',
  summary: 'Signs in with a username and password; the login response lists the follow-up steps.',
  example: { username: 'borrower1', password: 'Welcome123' },
});

export const tokenLogin = endpoint({
  name: 'identity.tokenLogin',
  method: 'POST',
  path: 'login/tokenlogin',
  request: v.object({ Token: v.string(), DeviceID: WireText }),
  response: TokenLoginResponseSchema,
  errors: ['Invalid', 'maintenanceModeEnabled'],
  spec: 'spec 1 §7',
  summary: "Signs in with the mobile app's stored biometric token.",
  example: { Token: 'biometric-unknown', DeviceID: null },
});

export const ssoLogin = endpoint({
  name: 'identity.ssoLogin',
  method: 'POST',
  path: 'Login/SsoLogin',
  request: v.object({ Token: v.string(), Channel: v.literal('Web') }),
  response: TokenLoginResponseSchema,
  errors: ['Invalid', 'maintenanceModeEnabled'],
  spec: 'spec 1 §7 (path not shown; ours)',
  summary: "Signs in with the single sign-on provider's token, channel Web.",
  example: { Token: 'sso-unknown', Channel: 'Web' },
});

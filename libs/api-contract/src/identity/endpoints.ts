// Every call of the identity area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list. The reset
// token's checks come before ResetPassword, which uses the token up.
import type { AnyEndpoint } from '../endpoint';
import { optOut, validateEmail } from './email-links';
import { ssoLogin, tokenLogin, userLogin } from './login';
import {
  recordAgreements,
  resendLoginCode,
  setPasswordQuestion,
  validateLoginCode,
  verifyNewUser,
} from './login-steps';
import {
  checkTokenExpiration,
  getLogonValidationRules,
  getPasswordValidationRules,
  lookupLoginFromToken,
  resetPassword,
  validatePasswordForLoggedInUser,
  validatePasswordForResetPassword,
} from './passwords';
import { businessDate, logout, maintenanceMode } from './portal-checks';
import { answerSecretQuestion, generateNewPassword, getSecretQuestion } from './recovery';
import {
  activateAccount,
  createAccount,
  generateMfaCode,
  validateRegistrationCode,
} from './registration';

export const identityEndpoints: readonly AnyEndpoint[] = [
  userLogin,
  tokenLogin,
  validateLoginCode,
  resendLoginCode,
  maintenanceMode,
  verifyNewUser,
  setPasswordQuestion,
  lookupLoginFromToken,
  checkTokenExpiration,
  validateEmail,
  validatePasswordForLoggedInUser,
  validatePasswordForResetPassword,
  resetPassword,
  getLogonValidationRules,
  getPasswordValidationRules,
  getSecretQuestion,
  answerSecretQuestion,
  generateNewPassword,
  generateMfaCode,
  validateRegistrationCode,
  createAccount,
  activateAccount,
  optOut,
  recordAgreements,
  ssoLogin,
  businessDate,
  logout,
];

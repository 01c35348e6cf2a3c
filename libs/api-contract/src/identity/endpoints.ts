// Every call of the identity area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list. The reset
// token's checks come before ResetPassword, which uses the token up.
import type { AnyEndpoint } from '../endpoint.ts';
import { optOut, validateEmail } from './email-links.ts';
import { ssoLogin, tokenLogin, userLogin } from './login.ts';
import {
  recordAgreements,
  resendLoginCode,
  setPasswordQuestion,
  validateLoginCode,
  verifyNewUser,
} from './login-steps.ts';
import {
  checkTokenExpiration,
  getLogonValidationRules,
  getPasswordValidationRules,
  lookupLoginFromToken,
  resetPassword,
  validatePasswordForLoggedInUser,
  validatePasswordForResetPassword,
} from './passwords.ts';
import { businessDate, logout, maintenanceMode } from './portal-checks.ts';
import { answerSecretQuestion, generateNewPassword, getSecretQuestion } from './recovery.ts';
import { activateAccount } from './activate-account.ts';
import { createAccount, generateMfaCode, validateRegistrationCode } from './registration.ts';

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

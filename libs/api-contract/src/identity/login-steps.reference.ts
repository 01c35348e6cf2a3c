// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./login-steps.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  recordAgreements,
  resendLoginCode,
  setPasswordQuestion,
  validateLoginCode,
  verifyNewUser,
} from './login-steps.ts';

export const loginStepsReferences = [
  reference(validateLoginCode, {
    spec: 'spec 1 §7',
    summary: 'Checks the security code of a sign-in from an untrusted device.',
    example: { UserId: 'mfauser1', Code: '123456', CreateTrustedDevice: false },
  }),
  reference(resendLoginCode, {
    spec: 'spec 1 §7',
    summary: 'Sends a new security code for the sign-in under way.',
    example: { UserId: 'mfauser1' },
  }),
  reference(verifyNewUser, {
    spec: 'spec 1 §7',
    summary: 'The SSN step: confirms the borrower by credentials and social security number.',
    example: {
      Credentials: { UserName: 'borrower1', Password: 'Welcome123' },
      SocialSecurityNumber: '123456789',
    },
  }),
  reference(setPasswordQuestion, {
    spec: 'spec 1 §7',
    summary: 'The secret-question step: stores the question and answer for recovery.',
    example: {
      PasswordQuestion: 'What city were you born in?',
      PasswordAnswer: 'Springfield',
      UserToken: '',
    },
  }),
  reference(recordAgreements, {
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
  }),
];

// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./recovery.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { answerSecretQuestion, generateNewPassword, getSecretQuestion } from './recovery.ts';

export const recoveryReferences = [
  reference(getSecretQuestion, {
    spec: 'spec 1 §7',
    summary: 'Finds the borrower from the recovery fields; answers the logon and secret question.',
    example: { EmailAddress: 'alex.morgan@example.com', DateOfBirth: '04/12/1980' },
  }),
  reference(answerSecretQuestion, {
    spec: 'spec 1 §7',
    summary: 'Checks the secret answer; on success the borrower is e-mailed a reset link.',
    example: {
      EmailAddress: 'alex.morgan@example.com',
      DateOfBirth: '04/12/1980',
      LogonName: 'borrower1',
      SecretQuestion: 'What city were you born in?',
      SecretAnswer: 'Springfield',
    },
  }),
  reference(generateNewPassword, {
    spec: 'spec 1 §7',
    summary: 'Recovery without a secret question: e-mails the borrower a reset link.',
    example: {
      LogonName: 'borrower1',
      EmailAddress: 'alex.morgan@example.com',
      CredentialExpiration: null,
    },
  }),
];

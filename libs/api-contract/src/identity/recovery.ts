// Credential recovery (spec 1 §7): find the borrower, answer the secret question, or (recovery
// without a question) have a new password generated. Refusals come as HasNoErrors false.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

const RECOVERY_ERRORS = ['BadQuestion', 'Invalid', 'RecoveryFailed', 'RecoveryMaxAttempts'];

/** The recovery request of spec 1 §3: only the fields the institution asks for are sent. */
const recoveryRequestFields = {
  EmailAddress: v.optional(v.string()),
  ServicingBranch: v.optional(v.string()),
  DateOfBirth: v.optional(v.string()),
  ZipCode: v.optional(v.string()),
};

export const getSecretQuestion = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.getSecretQuestion',
    method: 'POST',
    path: 'Recovery/GetSecretQuestion',
    request: v.object(recoveryRequestFields),
    response: envelope({
      Credentials: v.nullish(v.object({ SecretQuestion: WireText, LogonName: WireText })),
    }),
    errors: RECOVERY_ERRORS,
  }))();

export const answerSecretQuestion = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.answerSecretQuestion',
    method: 'POST',
    path: 'Recovery/AnswerSecretQuestion',
    request: v.object({
      ...recoveryRequestFields,
      LogonName: v.string(),
      SecretQuestion: WireText,
      SecretAnswer: v.string(),
    }),
    response: envelope({ SuccessMessage: WireText }),
    errors: RECOVERY_ERRORS,
  }))();

export const generateNewPassword = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.generateNewPassword',
    method: 'POST',
    path: 'Recovery/GenerateNewPassword',
    request: v.object({
      LogonName: v.string(),
      EmailAddress: v.optional(v.string()),
      ZipCode: v.optional(v.string()),
      ServicingBranch: v.optional(v.string()),
      CredentialExpiration: v.null(),
    }),
    response: EmptyEnvelopeSchema,
    errors: RECOVERY_ERRORS,
  }))();

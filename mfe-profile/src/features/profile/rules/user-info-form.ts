// The user information form (spec 1 §5 Logon, Password, Confirmation, Profile old password,
// E-mail, Secret question/answer), with the profile's own messages.
// Logon, password and text-character rules are the ones shared with identity.
import {
  hasOnlyAllowedTextCharacters,
  logonFailures,
  logonMessage,
} from '@portal/password-rules/logon-rules';
import * as v from 'valibot';
import type { UserInfo } from './profile-model';
import type { UserInfoChange } from './profile-model';
import { passwordProblem, type PasswordContext } from './password-rules';
import { isEmailAddress } from '@portal/field-rules/email';

export const EMAIL_MAX = 100;

export interface UserInfoRulesContext extends PasswordContext {
  userNameMinimumLength: number;
  /** 12, or 128 when the institution uses customer credentials. */
  maximumLength: number;
  savedSecretQuestion: string;
}

export interface UserInfoForm {
  logonName: string;
  emailAddress: string;
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  secretQuestion: string;
  secretAnswer: string;
}

export const USER_INFO_FORM_MESSAGES = {
  email: 'A valid e-mail address is required.',
  oldPasswordRequired: 'Your current password is required',
  oldPasswordTooShort: (n: number) => `Password cannot be shorter than ${n} characters`,
  newPasswordRequired: 'Your new password is required',
  // (sic): the spec gives the confirmation's required message this wording.
  confirmRequired: 'Your current password is required',
  confirmMismatch: 'Your new passwords do not match',
  answerRequired: 'Resetting the security question requires a new security answer',
  answerCharacters: 'Invalid characters detected in answer',
} as const;

const msg = USER_INFO_FORM_MESSAGES;

export function toUserInfoForm(info: UserInfo): UserInfoForm {
  return {
    logonName: info.logonName,
    emailAddress: info.emailAddress,
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
    secretQuestion: info.secretQuestion,
    secretAnswer: '',
  };
}

export function toUserInfoChange(form: UserInfoForm): UserInfoChange {
  return {
    logonName: form.logonName.trim(),
    emailAddress: form.emailAddress.trim(),
    oldPassword: form.oldPassword,
    newPassword: form.newPassword,
    confirmNewPassword: form.confirmNewPassword,
    secretQuestion: form.secretQuestion,
    secretAnswer: form.secretAnswer,
  };
}

/** The form's first problem per field, as messages; empty when the form may be saved. */
export function userInfoProblems(
  form: UserInfoForm,
  context: UserInfoRulesContext,
): Partial<Record<keyof UserInfoForm, string>> {
  const problems: Partial<Record<keyof UserInfoForm, string>> = {};
  const logon = form.logonName.trim();
  const limits = { minLength: context.userNameMinimumLength, maxLength: context.maximumLength };
  const logonProblem = logonMessage(logonFailures(logon, limits), limits);
  if (logonProblem) problems.logonName = logonProblem;

  const email = form.emailAddress.trim();
  if (email === '' || email.length > EMAIL_MAX || !isEmailAddress(email))
    problems.emailAddress = msg.email;

  const changing =
    form.oldPassword !== '' || form.newPassword !== '' || form.confirmNewPassword !== '';
  if (changing) {
    if (form.newPassword === '') problems.newPassword = msg.newPasswordRequired;
    else {
      const problem = passwordProblem(form.newPassword, {
        ...context,
        logonName: logon,
        emailAddress: email,
      });
      if (problem) problems.newPassword = problem;
    }
    if (form.oldPassword === '') problems.oldPassword = msg.oldPasswordRequired;
    else if (form.oldPassword.length < context.passwordMinimumLength)
      problems.oldPassword = msg.oldPasswordTooShort(context.passwordMinimumLength);
    if (form.newPassword !== '' && form.confirmNewPassword === '')
      problems.confirmNewPassword = msg.confirmRequired;
    else if (form.confirmNewPassword !== form.newPassword)
      problems.confirmNewPassword = msg.confirmMismatch;
  }

  if (form.secretAnswer !== '' && !hasOnlyAllowedTextCharacters(form.secretAnswer))
    problems.secretAnswer = msg.answerCharacters;
  else if (form.secretQuestion !== context.savedSecretQuestion && form.secretAnswer.trim() === '')
    problems.secretAnswer = msg.answerRequired;
  return problems;
}

/**
 * The same rules as a valibot schema, so the form runs them through valibotResolver. The context
 * is read at each validation, so the async password check's answer applies as soon as it arrives.
 */
export function userInfoFormSchema(context: () => UserInfoRulesContext) {
  const field = v.string();
  return v.pipe(
    v.object({
      logonName: field,
      emailAddress: field,
      oldPassword: field,
      newPassword: field,
      confirmNewPassword: field,
      secretQuestion: field,
      secretAnswer: field,
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problems = userInfoProblems(dataset.value, context());
      for (const [key, message] of Object.entries(problems)) {
        addIssue({
          message,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key,
              value: dataset.value[key as keyof UserInfoForm],
            },
          ],
        });
      }
    }),
  );
}

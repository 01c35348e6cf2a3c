// The message form (spec 3 §2 Messages, §4 Message form, §5 Messages form, §8 Messages).
import * as v from 'valibot';
import { isEmailAddress } from '@portal/field-rules/email';

export const MESSAGE_MAX = 300;
export const BRANCH_MAX = 4;
export const CAPTCHA_REQUIRED = 'Must Complete Captcha';
export const SEND_FAILED = 'Oops...it looks like something went wrong.';
export const THANKS_QUESTION = "Thank you for your message. We'll get back to you shortly.";
export const THANKS_FEEDBACK = 'Thank you for your feedback.';

export type MessageType = 'Feedback' | 'Question';
export type CounterStyle = 'normal' | 'warning' | 'error';

/** Counter style: warning at 51–99 characters left, error at 50 or fewer. */
export function counterStyle(length: number): CounterStyle {
  const left = MESSAGE_MAX - length;
  if (left <= 50) return 'error';
  if (left <= 99) return 'warning';
  return 'normal';
}

/** Reasons come from a setting as "a|b|c"; at most five are offered. */
export const splitReasons = (setting: string): string[] =>
  setting
    .split('|')
    .map((reason) => reason.trim())
    .filter(Boolean)
    .slice(0, 5);

export interface MessageFormOptions {
  type: MessageType | '';
  signedIn: boolean;
  branchShown: boolean;
  branchRequired: boolean;
}

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const optionalText = v.string();

export function messageFormSchema(options: MessageFormOptions) {
  const loggedOut = !options.signedIn;
  const question = options.type === 'Question';
  return v.object({
    type: v.pipe(v.string(), v.regex(/^(Feedback|Question)$/, 'Choose a message type')),
    survey: v.string(),
    reasons: v.array(v.string()),
    name: loggedOut ? required('Name is required') : optionalText,
    email: loggedOut
      ? v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('Email is required'),
          // An empty address already has its own message.
          v.check((email) => email === '' || isEmailAddress(email), 'Enter a valid email address'),
        )
      : optionalText,
    subject: question ? required('Subject is required') : optionalText,
    branch:
      loggedOut && options.branchShown
        ? v.pipe(
            v.string(),
            v.trim(),
            v.check(
              (branch) => !options.branchRequired || branch !== '',
              'Branch number is required',
            ),
            v.maxLength(BRANCH_MAX, 'Branch number cannot be longer than 4 characters'),
            v.regex(/^\d*$/, 'Branch number must be digits'),
          )
        : optionalText,
    message: question
      ? v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('Message is required'),
          v.maxLength(MESSAGE_MAX, 'Message cannot be longer than 300 characters'),
        )
      : v.pipe(
          v.string(),
          v.maxLength(MESSAGE_MAX, 'Message cannot be longer than 300 characters'),
        ),
    captcha: v.pipe(v.string(), v.nonEmpty(CAPTCHA_REQUIRED)),
  });
}

export type MessageFormValues = {
  /** 'Feedback', 'Question', or '' before a type is chosen. */
  type: string;
  survey: string;
  reasons: string[];
  name: string;
  email: string;
  subject: string;
  branch: string;
  message: string;
  captcha: string;
};

export const EMPTY_MESSAGE_FORM: MessageFormValues = {
  type: '',
  survey: '',
  reasons: [],
  name: '',
  email: '',
  subject: '',
  branch: '',
  message: '',
  captcha: '',
};

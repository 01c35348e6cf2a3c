import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import {
  CAPTCHA_REQUIRED,
  counterStyle,
  EMPTY_MESSAGE_FORM,
  messageFormSchema,
  splitReasons,
  type MessageFormOptions,
} from './message-rules';

describe('message counter (spec 3 §5)', () => {
  it.each([
    [0, 'normal'],
    [200, 'normal'],
    [201, 'warning'],
    [249, 'warning'],
    [250, 'error'],
    [300, 'error'],
  ])('%p characters typed (%#) is %p', (length, style) => {
    expect(counterStyle(length)).toBe(style);
  });
});

const issues = (options: MessageFormOptions, patch: Partial<typeof EMPTY_MESSAGE_FORM>) => {
  const result = v.safeParse(messageFormSchema(options), { ...EMPTY_MESSAGE_FORM, ...patch });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const signedIn: MessageFormOptions = {
  type: 'Question',
  signedIn: true,
  branchShown: true,
  branchRequired: false,
};

describe('message form validation (spec 3 §5)', () => {
  it('needs subject, message and captcha for a question', () => {
    expect(issues(signedIn, { type: 'Question' })).toEqual([
      'Subject is required',
      'Message is required',
      CAPTCHA_REQUIRED,
    ]);
  });

  it('lets feedback go without a message, but never without the captcha', () => {
    expect(issues({ ...signedIn, type: 'Feedback' }, { type: 'Feedback' })).toEqual([
      CAPTCHA_REQUIRED,
    ]);
    expect(issues({ ...signedIn, type: 'Feedback' }, { type: 'Feedback', captcha: 't' })).toEqual(
      [],
    );
  });

  it('needs name and e-mail when logged out, and the branch when required', () => {
    const out = {
      type: 'Feedback',
      signedIn: false,
      branchShown: true,
      branchRequired: true,
    } as const;
    expect(issues(out, { type: 'Feedback', captcha: 't' })).toEqual([
      'Name is required',
      'Email is required',
      'Branch number is required',
    ]);
    expect(
      issues(out, { type: 'Feedback', captcha: 't', name: 'A', email: 'a@b.co', branch: '12345' }),
    ).toEqual(['Branch number cannot be longer than 4 characters']);
  });

  it('refuses a message over 300 characters', () => {
    expect(
      issues(signedIn, { type: 'Question', subject: 's', captcha: 't', message: 'x'.repeat(301) }),
    ).toEqual(['Message cannot be longer than 300 characters']);
  });

  it('offers at most five reasons', () => {
    expect(splitReasons('a|b| |c|d|e|f')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

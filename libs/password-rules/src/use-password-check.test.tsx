import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ApiResult } from '@portal/wire/api-result';
import { act, renderHook } from '@testing-library/react';
import type { PasswordCheckRequest } from './async-password-check';
import { PASSWORD_CHECK_DEBOUNCE_MS } from './password-limits';
import { PasswordRuleType, type PasswordValidationRule } from './password-rule-types';
import type { PasswordServerCheck } from './server-password-rules';
import { usePasswordCheck, type PasswordChecker } from './use-password-check';

const NO_REUSE: PasswordValidationRule[] = [
  {
    ValidationRuleType: PasswordRuleType.CannotBePreviousPassword,
    ValidationRegex: null,
    RegexMatchMeansError: false,
    MinimumLength: 0,
  },
];

/** A checker that answers what `answer` says, recording what it was asked. */
function checkerAnswering(answer: (password: string) => Promise<ApiResult<PasswordServerCheck>>) {
  const asked: Array<{ password: string; request: PasswordCheckRequest }> = [];
  const checker: PasswordChecker = (password, request) => {
    asked.push({ password, request });
    return answer(password);
  };
  return { checker, asked };
}

const reused = async (): Promise<ApiResult<PasswordServerCheck>> => ({
  kind: 'ok',
  value: { reused: true },
});

/** Lets the debounce run out and the answer's promise chain settle. */
async function afterDebounce() {
  await act(async () => {
    jest.advanceTimersByTime(PASSWORD_CHECK_DEBOUNCE_MS);
  });
}

describe('usePasswordCheck', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks once, 500 ms after the last keystroke, and is pending until the answer', async () => {
    const { checker, asked } = checkerAnswering(reused);
    const view = renderHook(({ password }) => usePasswordCheck(password, NO_REUSE, checker), {
      initialProps: { password: 'Secret1' },
    });
    view.rerender({ password: 'Secret12' });
    expect(view.result.current).toEqual({ pending: true, check: undefined });
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(asked).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(asked.map((question) => question.password)).toEqual(['Secret12']);
    expect(asked[0]?.request).toEqual({
      InvalidWhenMatchesSSN: false,
      InvalidWhenMatchEmail: false,
      InvalidWhenPasswordExists: true,
    });
    expect(view.result.current).toEqual({ pending: false, check: { reused: true } });
  });

  it('asks only for a value that needs it (an e-mail, an SSN, or reuse forbidden)', async () => {
    const { checker, asked } = checkerAnswering(reused);
    const view = renderHook(({ password }) => usePasswordCheck(password, [], checker), {
      initialProps: { password: 'Plain-password1' },
    });
    await afterDebounce();
    expect(asked).toEqual([]);
    expect(view.result.current).toEqual({ pending: false, check: undefined });
    view.rerender({ password: '123-45-6789' });
    await afterDebounce();
    expect(asked[0]?.request.InvalidWhenMatchesSSN).toBe(true);
  });

  it('forgets an answer about an earlier value', async () => {
    const { checker } = checkerAnswering(reused);
    const view = renderHook(({ password }) => usePasswordCheck(password, NO_REUSE, checker), {
      initialProps: { password: 'Secret12' },
    });
    await afterDebounce();
    expect(view.result.current.check).toEqual({ reused: true });
    view.rerender({ password: 'Secret123' });
    expect(view.result.current).toEqual({ pending: true, check: undefined });
  });

  it.each([
    ['a refusal', async (): Promise<ApiResult<PasswordServerCheck>> => ({ kind: 'unauthorized' })],
    ['a throw', async (): Promise<ApiResult<PasswordServerCheck>> => Promise.reject(new Error())],
  ])('after %s leaves the judgement to the server on save (not pending)', async (_, answer) => {
    const { checker } = checkerAnswering(answer);
    const view = renderHook(() => usePasswordCheck('Secret12', NO_REUSE, checker));
    await afterDebounce();
    expect(view.result.current).toEqual({ pending: false, check: {} });
  });

  it('checks nothing without a checker', async () => {
    const view = renderHook(() => usePasswordCheck('Secret12', NO_REUSE, undefined));
    await afterDebounce();
    expect(view.result.current).toEqual({ pending: false, check: undefined });
  });
});

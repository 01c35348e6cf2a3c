import { describe, expect, it } from '@jest/globals';
import { matchConfiguredQuestion, presetQuestions } from './secret-questions';

describe('preset secret questions', () => {
  it.each([
    ['', []],
    [
      'What city were you born in?|Name of your first pet?',
      ['What city were you born in?', 'Name of your first pet?'],
    ],
    ['One?\n  Two?  \n\n', ['One?', 'Two?']],
    ['Ok?|<script>alert(1)</script>|Semi; colon?', ['Ok?']],
  ])('%p gives %o', (setting, questions) => {
    expect(presetQuestions(setting)).toEqual(questions);
  });
});

describe('matching the stored question against the configured list (recovery)', () => {
  const configured = ['What city were you born in?', 'What is the name of your first pet?'];
  it.each([
    ['What city were you born in?', 'What city were you born in?'],
    ['  what CITY were   you born in? ', 'What city were you born in?'],
    ['What is the name of your first pet?', 'What is the name of your first pet?'],
    ['What was your first car?', null],
    ['<img src=x onerror=alert(1)>', null],
    ['', null],
  ])('%p → %p', (stored, shown) => {
    expect(matchConfiguredQuestion(stored, configured)).toBe(shown);
  });
});

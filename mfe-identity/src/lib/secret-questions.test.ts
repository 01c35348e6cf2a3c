import { describe, expect, it } from '@jest/globals';
import { presetQuestions } from './secret-questions';

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

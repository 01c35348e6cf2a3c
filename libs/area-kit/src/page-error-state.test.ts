import { describe, expect, it } from '@jest/globals';
import { pageErrorOf, pageErrorState } from './page-error-state';

describe('page error carried by a navigation', () => {
  it.each<[string, unknown, string | null]>([
    [
      'the state made for it',
      pageErrorState('An error occurred while trying to load that page.'),
      'An error occurred while trying to load that page.',
    ],
    ['no state', null, null],
    ['another page state', { accountNumber: '00011002347' }, null],
    ['an empty message', { pageError: '' }, null],
    ['a message that is not text', { pageError: 42 }, null],
  ])('%s', (_, state, expected) => {
    expect(pageErrorOf(state)).toBe(expected);
  });
});

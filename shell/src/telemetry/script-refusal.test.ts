import { describe, expect, it } from '@jest/globals';
import { wasRefused } from './script-refusal';

describe('wasRefused', () => {
  it.each([
    [
      'a file that arrived (200) and did not run',
      [{ responseStatus: 200, encodedBodySize: 812 }],
      true,
    ],
    ['a 404', [{ responseStatus: 404, encodedBodySize: 120 }], false],
    ['no answer at all', [{ responseStatus: 0, encodedBodySize: 0 }], false],
    ['a browser without responseStatus, body received', [{ encodedBodySize: 812 }], true],
    ['a browser without responseStatus, nothing received', [{ encodedBodySize: 0 }], false],
    ['no timing recorded', [], false],
  ])('%s: %p', (_, timings, refused) => {
    expect(wasRefused(timings)).toBe(refused);
  });
});

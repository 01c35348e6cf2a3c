import { describe, expect, it } from '@jest/globals';
import { wasRefused, type ResourceTiming } from './script-refusal';

const ok = (startTime: number): ResourceTiming => ({
  startTime,
  responseStatus: 200,
  encodedBodySize: 812,
});
const none = (startTime: number): ResourceTiming => ({
  startTime,
  responseStatus: 0,
  encodedBodySize: 0,
});

describe('wasRefused', () => {
  it.each<[string, ResourceTiming[], boolean]>([
    ['a file that arrived (200) and did not run', [ok(10)], true],
    ['a 404', [{ startTime: 10, responseStatus: 404, encodedBodySize: 120 }], false],
    ['no answer at all', [none(10)], false],
    [
      'a browser without responseStatus, body received',
      [{ startTime: 10, encodedBodySize: 812 }],
      true,
    ],
    [
      'a browser without responseStatus, nothing received',
      [{ startTime: 10, encodedBodySize: 0 }],
      false,
    ],
    ['no timing recorded', [], false],
    [
      'a download that failed, then a retry that worked (after the failure)',
      [none(10), ok(500)],
      false,
    ],
    ['a file that loaded once, then arrived and was refused', [none(5), ok(10)], true],
  ])('%s: %p', (_, timings, refused) => {
    expect(wasRefused(timings, 100)).toBe(refused);
  });
});

import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { reviewPromptDue, type ReviewFacts } from './review-prompt';

const now = DateTime.fromISO('2026-11-22T12:00:00');
const minimums = { monthsSinceLastAttempt: 3, daysSinceInstall: 7, appLoads: 5 };
const facts = (over: Partial<ReviewFacts> = {}): ReviewFacts => ({
  lastAttempt: null,
  installedOn: DateTime.fromISO('2026-10-01'),
  appLoads: 10,
  ...over,
});

describe('reviewPromptDue (spec 2 §4: months since last attempt, days since install, app loads)', () => {
  it.each<[string, boolean, ReviewFacts | null, boolean]>([
    ['everything met, never asked before', true, facts(), true],
    ['mobile reviews off', false, facts(), false],
    ['the wrapper gives no facts', true, null, false],
    [
      'last attempt exactly 3 months ago',
      true,
      facts({ lastAttempt: now.minus({ months: 3 }) }),
      true,
    ],
    [
      'last attempt 3 months less a day ago',
      true,
      facts({ lastAttempt: now.minus({ months: 3 }).plus({ days: 1 }) }),
      false,
    ],
    ['installed exactly 7 days ago', true, facts({ installedOn: now.minus({ days: 7 }) }), true],
    ['installed 6 days ago', true, facts({ installedOn: now.minus({ days: 6 }) }), false],
    ['exactly 5 app loads', true, facts({ appLoads: 5 }), true],
    ['4 app loads', true, facts({ appLoads: 4 }), false],
  ])('%s: %p', (_case, enabled, given, due) => {
    expect(reviewPromptDue(enabled, given, minimums, now)).toBe(due);
  });
});

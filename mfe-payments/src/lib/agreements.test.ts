import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { achAgreementsInForce, neededAchAgreements, parseAgreements } from './agreements';

const today = DateTime.fromISO('2026-11-18T16:30:00');

describe('agreement setup texts (spec 2 §3, §8 Setup errors)', () => {
  it('keeps positions across empty options and stops at five', () => {
    const list = parseAgreements([
      '',
      'https://a|2026-01-01|A|2',
      '',
      '',
      '',
      'https://b|2026-01-01|B|2',
    ]);
    expect(list.map((a) => [a.name, a.hostNumber])).toEqual([['A', 11338]]);
  });

  it.each([
    [
      'https://x|2026-01-01|Name',
      'Incorrect number of agreement parameters (Agreements.Agreement2)',
    ],
    ['https://x||Name|ach', 'Incorrect number of agreement parameters (Agreements.Agreement2)'],
    ['https://x|2026-01-01|Name|banking', 'Invalid agreement type (Agreements.Agreement2)'],
  ])('a broken text %j stops the list with %s', (text, message) => {
    expect(() => parseAgreements(['https://ok|2026-01-01|OK|ach', text])).toThrow(message);
  });
});

describe('needed ACH agreements (spec 2 §4)', () => {
  const agreements = parseAgreements([
    'https://a|2026-06-01|ACH|ach',
    'https://b|2026-12-01|Later|ach',
    'https://c|2026-01-01|Login|login',
  ]);
  it.each([
    ['never agreed', [], ['ACH']],
    ['agreed before the terms date', ['2026-05-31T23:00:00'], ['ACH']],
    ['agreed on the terms date', ['2026-06-01T08:00:00'], []],
    ['agreed after', ['2026-07-01'], []],
  ])('%s', (_, dates, names) => {
    const agreed = dates.map((date) => DateTime.fromISO(date));
    expect(neededAchAgreements(agreements, agreed, today).map((a) => a.name)).toEqual(names);
  });
});

describe('ACH agreements in force for the draft agreement (spec 2 §4)', () => {
  const list = parseAgreements([
    'https://a.example|2026-01-01|ACH Terms|ach',
    'https://b.example|2026-11-25|Later ACH Terms|ach',
    'https://c.example|2026-01-01|Login Terms|login',
  ]);
  it.each([
    ['2026-11-24', ['ACH Terms']],
    ['2026-11-25', ['ACH Terms', 'Later ACH Terms']],
  ])('on %s lists %j', (day, names) => {
    expect(
      achAgreementsInForce(list, DateTime.fromISO(day)).map((agreement) => agreement.name),
    ).toEqual(names);
  });
});

import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { neededAchAgreements, parseAgreement, parseAgreements } from './agreements';

const today = DateTime.fromISO('2026-11-18');

describe('agreement setup texts (spec 2 §3, §8 Setup errors)', () => {
  it('parses url, effective date, name and when-to-agree, with host number 11337 + position', () => {
    expect(parseAgreement('https://x.example/ach|2026-01-01|ACH Terms|ach,login', 2)).toMatchObject(
      {
        url: 'https://x.example/ach',
        name: 'ACH Terms',
        whenToAgree: [2, 0],
        hostNumber: 11339,
      },
    );
  });

  it.each([
    ['https://x|2026-01-01|Name', 'Incorrect number of parameters in agreement setup'],
    ['https://x||Name|ach', 'Incorrect number of parameters in agreement setup'],
    ['https://x|2026-01-01|Name|ach|extra', 'Incorrect number of parameters in agreement setup'],
    ['https://x|2026-01-01|Name|banking', 'Invalid agreement type'],
  ])('%j raises %s', (text, message) => {
    expect(() => parseAgreement(text, 0)).toThrow(message);
  });

  it('keeps positions across empty options and stops at five', () => {
    const list = parseAgreements([
      '',
      'https://a|2026-01-01|A|2',
      '',
      '',
      '',
      'https://b|2026-01-01|B|2',
    ]);
    expect(list.map((a) => a.hostNumber)).toEqual([11338]);
  });
});

describe('needed ACH agreements (spec 2 §4)', () => {
  const [ach, future, login] = [
    parseAgreement('https://a|2026-06-01|ACH|ach', 0),
    parseAgreement('https://b|2026-12-01|Later|ach', 1),
    parseAgreement('https://c|2026-01-01|Login|login', 2),
  ] as const;
  it.each([
    ['never agreed', [], ['ACH']],
    ['agreed before the terms date', ['2026-05-31'], ['ACH']],
    ['agreed on the terms date', ['2026-06-01'], []],
    ['agreed after', ['2026-07-01'], []],
  ])('%s', (_, dates, names) => {
    const agreed = dates.map((date) => DateTime.fromISO(date));
    expect(neededAchAgreements([ach, future, login], agreed, today).map((a) => a.name)).toEqual(
      names,
    );
  });
});

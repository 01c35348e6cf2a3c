import { describe, expect, it } from '@jest/globals';
import {
  agreementDate,
  agreementNeeded,
  agreementsNeeded,
  parseAgreementSetting,
  parseAgreementSettings,
  type Agreement,
} from './agreement-setup';

const TODAY = '2025-06-15';

function parsed(text: string, position = 0): Agreement {
  const result = parseAgreementSetting(text, position);
  if (!result.ok) throw new Error(`fixture: ${result.error}`);
  return result.agreement;
}

describe('agreement setup text (spec 1 §3, spec 2 §3)', () => {
  it('reads the four parts and numbers the host from 11337 plus the position', () => {
    expect(
      parseAgreementSetting(
        'https://example.com/terms|01/01/2025|Terms of Use|login,registration',
        2,
      ),
    ).toEqual({
      ok: true,
      agreement: {
        url: 'https://example.com/terms',
        effectiveDate: '2025-01-01',
        name: 'Terms of Use',
        when: ['login', 'registration'],
        hostNumber: 11339,
      },
    });
  });

  it('keeps a rich-text agreement (its URL part holds the text) as written', () => {
    expect(parsed('<p>Consent</p>|01/01/2026|E-Sign|estatements').url).toBe('<p>Consent</p>');
  });

  it.each([
    ['a|01/01/2025|Name', 'Incorrect number of agreement parameters'],
    ['a|01/01/2025|Name|login|extra', 'Incorrect number of agreement parameters'],
    ['a|01/01/2025| |login', 'Incorrect number of agreement parameters'],
    ['a||Name|login', 'Incorrect number of agreement parameters'],
    ['broken', 'Incorrect number of agreement parameters'],
    ['a|01/01/2025|Name|somewhere', 'Invalid agreement type'],
    ['a|01/01/2025|Name|banking', 'Invalid agreement type'],
    ['a|01/01/2025|Name|login,9', 'Invalid agreement type'],
    ['a|01/01/2025|Name|login,', 'Invalid agreement type'],
    ['a|not a date|Name|login', 'Invalid agreement effective date'],
    ['a|02/30/2025|Name|login', 'Invalid agreement effective date'],
    ['a|2025-13-01|Name|login', 'Invalid agreement effective date'],
  ])('%p fails with %p', (text, error) => {
    expect(parseAgreementSetting(text, 3)).toEqual({ ok: false, error, position: 3 });
  });

  it.each([
    ['0', 'login'],
    ['1', 'registration'],
    ['2', 'ach'],
    ['3', 'estatements'],
    ['4', 'texting'],
    ['5', 'ecommunicationreagree'],
    ['ESTATEMENTS', 'estatements'],
    [' ach ', 'ach'],
  ])('when value %p means %p', (value, when) => {
    expect(parsed(`u|2025-01-01|N|${value}`).when).toEqual([when]);
  });

  it('reads names and numbers mixed in one when list', () => {
    expect(parsed('u|2025-01-01|N|0,3').when).toEqual(['login', 'estatements']);
    expect(parsed('u|2025-01-01|N|ach,login').when).toEqual(['ach', 'login']);
  });

  it.each([
    ['01/01/2025', '2025-01-01'],
    ['1/2/2025', '2025-01-02'],
    ['11/23/2026', '2026-11-23'],
    ['2025-03-01', '2025-03-01'],
    ['2025-03-01T00:00:00', '2025-03-01'],
    ['2025-04-10T08:00:00.123Z', '2025-04-10'],
    ['garbage', undefined],
    ['', undefined],
  ])('date %p reads as %p', (text, date) => {
    expect(agreementDate(text)).toBe(date);
  });

  it('keeps the position of each setting, skips empty ones and reads at most five', () => {
    const setup = parseAgreementSettings([
      'u1|2025-01-01|One|login',
      '',
      'broken',
      'u4|2025-01-01|Four|login',
      'u5|2025-01-01|Five|login',
      'u6|2025-01-01|Six|login',
    ]);
    expect(setup.agreements.map((a) => [a.name, a.hostNumber])).toEqual([
      ['One', 11337],
      ['Four', 11340],
      ['Five', 11341],
    ]);
    expect(setup.errors).toEqual([
      { position: 2, error: 'Incorrect number of agreement parameters' },
    ]);
  });
});

describe('is an agreement needed (spec 1 §3, spec 2 §4)', () => {
  const terms = parsed('u|03/01/2025|Terms|login');

  it.each([
    ['no records', [], true],
    ['agreed before the effective date', ['2025-02-28T00:00:00'], true],
    ['agreed on the effective date', ['2025-03-01T00:00:00'], false],
    ['agreed on the effective date, late in the day', ['2025-03-01T23:59:00'], false],
    ['agreed after', ['2025-04-10T08:00:00'], false],
    ['an unreadable record', ['garbage'], true],
    ['an unreadable and an old record', ['', '2024-12-31'], true],
  ])('%s → %p', (_, agreedOn, needed) => {
    expect(agreementNeeded(terms, agreedOn, TODAY)).toBe(needed);
  });

  it.each([
    ['effective tomorrow', '2025-06-16', false],
    ['effective today', '2025-06-15', true],
    ['effective yesterday', '2025-06-14', true],
  ])('%s → needed %p', (_, date, needed) => {
    expect(agreementNeeded(parsed(`u|${date}|Later|login`), [], TODAY)).toBe(needed);
  });

  it('gives only the agreements of the asked moment that are needed (an agreement on 5/31 covers the older one only)', () => {
    const { agreements } = parseAgreementSettings([
      'u1|2025-01-01|Login one|login',
      'u2|2025-01-01|Registration one|registration',
      'u3|2025-07-01|Login later|login',
      'u4|2025-06-01|ACH|ach,login',
    ]);
    expect(agreementsNeeded(agreements, 'login', [], TODAY).map((a) => a.name)).toEqual([
      'Login one',
      'ACH',
    ]);
    expect(agreementsNeeded(agreements, 'ach', ['2025-06-01'], TODAY)).toEqual([]);
    expect(agreementsNeeded(agreements, 'login', ['2025-05-31'], TODAY).map((a) => a.name)).toEqual(
      ['ACH'],
    );
  });
});

import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  agreementNeeded,
  agreementsFor,
  parseAgreementSetting,
  parseAgreementSettings,
} from './agreement-setup';

const now = DateTime.fromISO('2025-06-15T10:00:00');

describe('agreement setup text (spec 1 §3)', () => {
  it('reads the four parts and numbers the host from 11337 plus the position', () => {
    const result = parseAgreementSetting(
      'https://example.com/terms|01/01/2025|Terms of Use|login,registration',
      2,
    );
    expect(result.ok && result.agreement).toMatchObject({
      url: 'https://example.com/terms',
      name: 'Terms of Use',
      when: ['login', 'registration'],
      hostNum: 11339,
    });
    expect(result.ok && result.agreement.effectiveDate.toISODate()).toBe('2025-01-01');
  });

  it.each([
    ['a|01/01/2025|Name', 'Incorrect number of agreement parameters'],
    ['a|01/01/2025|Name|login|extra', 'Incorrect number of agreement parameters'],
    ['a|01/01/2025| |login', 'Incorrect number of agreement parameters'],
    ['a|01/01/2025|Name|somewhere', 'Invalid agreement type'],
    ['a|01/01/2025|Name|login,9', 'Invalid agreement type'],
    ['a|not a date|Name|login', 'Invalid agreement effective date'],
  ])('%p fails with %p', (text, error) => {
    expect(parseAgreementSetting(text, 0)).toEqual({ ok: false, error, position: 0 });
  });

  it.each([
    ['0', 'login'],
    ['1', 'registration'],
    ['2', 'ach'],
    ['3', 'estatements'],
    ['4', 'texting'],
    ['5', 'ecommunicationreagree'],
    ['ESTATEMENTS', 'estatements'],
  ])('when value %p means %p', (value, when) => {
    const result = parseAgreementSetting(`u|2025-01-01|N|${value}`, 0);
    expect(result.ok && result.agreement.when).toEqual([when]);
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
    expect(setup.agreements.map((a) => [a.name, a.hostNum])).toEqual([
      ['One', 11337],
      ['Four', 11340],
      ['Five', 11341],
    ]);
    expect(setup.errors).toEqual([
      { position: 2, error: 'Incorrect number of agreement parameters' },
    ]);
  });
});

describe('is an agreement needed (spec 1 §3)', () => {
  const terms = parseAgreementSetting('u|03/01/2025|Terms|login', 0);
  if (!terms.ok) throw new Error('fixture');
  const agreement = terms.agreement;

  it.each([
    ['no logs', [], true],
    ['agreed before the effective date', [{ DateOfAgreement: '2025-02-28T00:00:00' }], true],
    ['agreed on the effective date', [{ DateOfAgreement: '2025-03-01T00:00:00' }], false],
    ['agreed after', [{ DateOfAgreement: '2025-04-10T08:00:00' }], false],
    ['an unreadable log', [{ DateOfAgreement: 'garbage' }], true],
  ])('%s → %p', (_, logs, needed) => {
    expect(agreementNeeded(agreement, logs, now)).toBe(needed);
  });

  it('is not needed before its effective date', () => {
    const future = parseAgreementSetting('u|2025-07-01|Later|login', 0);
    expect(future.ok && agreementNeeded(future.agreement, [], now)).toBe(false);
  });

  it('shows only the agreements of the asked moment', () => {
    const setup = parseAgreementSettings([
      'u1|2025-01-01|Login one|login',
      'u2|2025-01-01|Registration one|registration',
    ]);
    expect(agreementsFor(setup, 'login', [], now).map((a) => a.name)).toEqual(['Login one']);
  });
});

import { describe, expect, it } from '@jest/globals';
import { canAgree, eStatementAgreements, hostNumbersOf } from './e-statement-agreements';

const TODAY = '2026-11-22';
const FALLBACK = '<p>Statements by e-mail.</p>';

describe('the e-statement agreements in force', () => {
  it.each([
    ['estatements by name', 'https://x.test/e|01/01/2026|E-Sign Consent|estatements', 1],
    ['estatements by number (3)', 'https://x.test/e|2026-01-01|E-Sign Consent|0,3', 1],
    ['login only', 'https://x.test/e|01/01/2026|Terms|login', 0],
    ['effective tomorrow', 'https://x.test/e|11/23/2026|E-Sign Consent|estatements', 0],
    ['effective today', 'https://x.test/e|11/22/2026|E-Sign Consent|estatements', 1],
    ['three parts (broken setup)', 'https://x.test/e|01/01/2026|E-Sign Consent', 0],
    ['unknown type (broken setup)', 'https://x.test/e|01/01/2026|E-Sign Consent|paper', 0],
  ])('%s → %p configured', (_, text, count) => {
    const list = eStatementAgreements([text], { richText: false, fallbackHtml: FALLBACK }, TODAY);
    expect(list.filter((agreement) => agreement.hostNumber !== null)).toHaveLength(count);
  });

  it('numbers host numbers from 11337 by setting position and skips empty settings', () => {
    const list = eStatementAgreements(
      [
        '',
        'https://x.test/a|01/01/2026|Disclosure|estatements',
        '',
        'https://x.test/b|01/01/2026|E-Sign|3',
      ],
      { richText: false, fallbackHtml: FALLBACK },
      TODAY,
    );
    expect(list.map((agreement) => [agreement.name, agreement.hostNumber, agreement.kind])).toEqual(
      [
        ['Disclosure', 11338, 'link'],
        ['E-Sign', 11340, 'link'],
      ],
    );
    expect(hostNumbersOf(list)).toEqual([11338, 11340]);
  });

  it('with rich-text agreements forced, each is a text to read (its setup URL part holds the text)', () => {
    const [agreement] = eStatementAgreements(
      ['<p>Consent</p>|01/01/2026|E-Sign|estatements'],
      { richText: true, fallbackHtml: FALLBACK },
      TODAY,
    );
    expect(agreement).toMatchObject({ kind: 'text', content: '<p>Consent</p>', name: 'E-Sign' });
  });

  it('with none configured, the e-statement agreement text is the one agreement (nothing to record)', () => {
    const list = eStatementAgreements([''], { richText: false, fallbackHtml: FALLBACK }, TODAY);
    expect(list).toEqual([
      {
        key: 'agreement-text',
        name: 'E-Statement Terms',
        hostNumber: null,
        kind: 'text',
        content: FALLBACK,
      },
    ]);
    expect(hostNumbersOf(list)).toEqual([]);
  });
});

describe('when Agree enables', () => {
  const two = eStatementAgreements(
    ['a|01/01/2026|One|estatements', 'b|01/01/2026|Two|estatements'],
    { richText: true, fallbackHtml: '' },
    TODAY,
  );
  const set = (...keys: string[]) => new Set(keys);
  it.each([
    ['nothing done', set(), set(), true, false],
    ['one opened and accepted', set('agreement-0'), set('agreement-0'), true, false],
    [
      'both opened, one accepted',
      set('agreement-0', 'agreement-1'),
      set('agreement-0'),
      true,
      false,
    ],
    [
      'both accepted, one opened (must open)',
      set('agreement-0'),
      set('agreement-0', 'agreement-1'),
      true,
      false,
    ],
    [
      'both accepted, none opened (need not open)',
      set(),
      set('agreement-0', 'agreement-1'),
      false,
      true,
    ],
    [
      'every agreement opened and accepted',
      set('agreement-0', 'agreement-1'),
      set('agreement-0', 'agreement-1'),
      true,
      true,
    ],
  ])('%s → %p', (_, opened, accepted, mustOpen, expected) => {
    expect(canAgree(two, { opened, accepted }, { mustOpen })).toBe(expected);
  });
});

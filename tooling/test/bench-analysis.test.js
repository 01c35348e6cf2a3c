// The pure parts of `pnpm bench` (bench/lib/analysis.js): chain depth, ratios, singleton
// copies and the budget check that decides whether the bench fails.
import { describe, expect, it } from '@jest/globals';
import {
  budgetViolations,
  cumulativeLayoutShift,
  chainDepth,
  countSingletonCopies,
  initiatorUrlOf,
  medianByDepth,
  medianOf,
  ratio,
} from '../../bench/lib/analysis.js';

const request = (id, url, type, initiatorUrl, sentAt, finishedAt) => ({
  id,
  url,
  type,
  initiatorUrl,
  sentAt,
  finishedAt,
});

describe('initiatorUrlOf', () => {
  it.each([
    ['the parser names its document', { type: 'parser', url: 'http://s/' }, 'http://s/'],
    [
      'a script names the top frame with a URL',
      { type: 'script', stack: { callFrames: [{ url: '' }, { url: 'http://s/main.js' }] } },
      'http://s/main.js',
    ],
    [
      'an async stack is walked to its parent',
      {
        type: 'script',
        stack: { callFrames: [], parent: { callFrames: [{ url: 'http://s/a.js' }] } },
      },
      'http://s/a.js',
    ],
    ['no initiator at all', undefined, null],
    ['an initiator without URL or stack', { type: 'other' }, null],
  ])('%s', (_case, initiator, expected) => {
    expect(initiatorUrlOf(initiator)).toBe(expected);
  });
});

describe('chainDepth', () => {
  it('counts document → script → chunk as three round trips', () => {
    const { depth, chain } = chainDepth([
      request('1', 'http://s/', 'Document', null, 0, 1),
      request('2', 'http://s/main.js', 'Script', 'http://s/', 1.1, 2),
      request('3', 'http://s/chunk.js', 'Script', 'http://s/main.js', 2.1, 3),
    ]);
    expect(depth).toBe(3);
    expect(chain).toEqual(['http://s/', 'http://s/main.js', 'http://s/chunk.js']);
  });

  it('keeps requests sent in parallel at the same depth', () => {
    const { depth } = chainDepth([
      request('1', 'http://s/', 'Document', null, 0, 1),
      request('2', 'http://s/main.js', 'Script', 'http://s/', 1.1, 2),
      request('3', 'http://s/main.css', 'Stylesheet', 'http://s/', 1.1, 2),
      request('4', 'http://s/a.js', 'Script', 'http://s/main.js', 2.1, 3),
      request('5', 'http://s/b.js', 'Script', 'http://s/main.js', 2.1, 3),
    ]);
    expect(depth).toBe(3);
  });

  it('counts the manifest → entry → chunk waterfall even though the shell initiates each step', () => {
    const shell = 'http://s/main.js';
    const { depth, chain } = chainDepth([
      request('1', 'http://s/', 'Document', null, 0, 1),
      request('2', shell, 'Script', 'http://s/', 1.1, 2),
      request('3', 'http://r/mf-manifest.json', 'Fetch', shell, 2.1, 3),
      request('4', 'http://r/remoteEntry.js', 'Script', shell, 3.1, 4),
      request('5', 'http://r/area.js', 'Script', shell, 4.1, 5),
    ]);
    expect(depth).toBe(5);
    expect(chain.at(-1)).toBe('http://r/area.js');
  });

  it('does not let a stylesheet or an unfinished request gate what follows', () => {
    const { depth } = chainDepth([
      request('1', 'http://s/', 'Document', null, 0, 1),
      request('2', 'http://s/main.css', 'Stylesheet', 'http://s/', 1.1, 1.5),
      request('3', 'http://s/slow.js', 'Script', 'http://s/', 1.1, null),
      request('4', 'http://s/img.png', 'Image', 'http://s/', 1.6, 2),
    ]);
    expect(depth).toBe(2);
  });

  it('is 0 for no requests', () => {
    expect(chainDepth([])).toEqual({ depth: 0, chain: [] });
  });
});

describe('ratio', () => {
  it.each([
    [125, 100, 1.25],
    [100, 300, 0.33],
    [5, 0, null],
  ])('%d / %d = %p', (federated, monolith, expected) => {
    expect(ratio(federated, monolith)).toBe(expected);
  });
});

describe('countSingletonCopies', () => {
  it('counts each script body that defines React internals, once per copy', () => {
    const copy = 'x.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE={H:null}';
    const reader = 'if(a.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE===b)';
    expect(countSingletonCopies([copy, reader, copy]).react).toBe(2);
  });

  it('finds a minified zustand store and the shared-contracts session key', () => {
    const counts = countSingletonCopies([
      'o={setState:r,getState:a,getInitialState:()=>l,subscribe:e=>(n.add(e),()=>n.delete(e))}',
      'const K="portal.session"',
    ]);
    expect(counts.zustand).toBe(1);
    expect(counts['@portal/shared-contracts']).toBe(1);
    expect(counts['react-dom']).toBe(0);
  });

  it('does not count a script that only reads the session key as a shared-contracts copy', () => {
    const bootScript = 'let t=e.defaultView?.sessionStorage.getItem("portal.session")';
    const copy = 'let m="portal.session";function y(){}';
    expect(countSingletonCopies([bootScript, copy])['@portal/shared-contracts']).toBe(1);
  });
});

describe('budgetViolations', () => {
  const budgets = { singletonCopies: 1, jsRatio: 1.25, extraChainDepth: 1, cls: 0.1 };
  const route = (name, jsGzip, fedDepth, monoDepth, fedCls = 0.1) => ({
    name,
    federated: { depth: fedDepth, cls: fedCls },
    monolith: { depth: monoDepth, cls: 0.3 },
    ratio: { jsGzip },
  });
  const within = {
    singletons: { federated: { react: 1 }, monolith: { react: 1 } },
    routes: [route('login', 1.25, 5, 4)],
    lighthouse: [{ name: 'login', federated: { cls: 0.1 }, monolith: { cls: 0 } }],
  };

  it('passes results exactly at every budget', () => {
    expect(budgetViolations(within, budgets)).toEqual([]);
  });

  it('treats the monolith as the yardstick: its CLS is reported but does not gate', () => {
    const results = {
      ...within,
      lighthouse: [{ name: 'dashboard', federated: { cls: 0.001 }, monolith: { cls: 0.294 } }],
    };
    expect(budgetViolations(results, budgets)).toEqual([]);
  });

  it.each([
    [
      'two Reacts',
      { singletons: { federated: { react: 2 } } },
      /singletonCopies: federated .* 2 copies of react/,
    ],
    [
      'a singleton the bench no longer recognises',
      { singletons: { monolith: { zustand: 0 } } },
      /singletonCopies: monolith downloaded no copy of zustand/,
    ],
    ['JS ratio over 1.25', { routes: [route('payment', 1.26, 4, 4)] }, /jsRatio: payment .* 1\.26/],
    [
      'a route measured on one side only',
      { routes: [route('profile', null, 4, 4)] },
      /jsRatio: profile .* unmeasured/,
    ],
    [
      'two round trips more',
      { routes: [route('dashboard', 1, 7, 5)] },
      /extraChainDepth: dashboard chain depth 7 vs monolith 5/,
    ],
    [
      'CLS over 0.1',
      { lighthouse: [{ name: 'dashboard', federated: { cls: 0.2 }, monolith: { cls: 0 } }] },
      /cls: dashboard federated CLS is 0\.2/,
    ],
    [
      "a route's own loads shifting over 0.1",
      { routes: [route('loan details', 1, 4, 4, 0.11)] },
      /cls: loan details federated CLS over its loads is 0\.11/,
    ],
    [
      'a route whose layout shifts were not recorded',
      { routes: [route('payment', 1, 4, 4, null)] },
      /cls: payment federated CLS over its loads is unmeasured/,
    ],
    [
      'a Lighthouse run that failed',
      { lighthouse: [{ name: 'login', federated: { cls: 0 } }] },
      /cls: login monolith CLS is unmeasured/,
    ],
  ])('names the budget exceeded: %s', (_case, override, message) => {
    const violations = budgetViolations({ ...within, ...override }, budgets);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(message);
  });
});

describe('budgetViolations: what the borrower gets (issue 14)', () => {
  const budgets = {
    singletonCopies: 1,
    jsRatio: 2,
    extraChainDepth: 9,
    cls: 0.02,
    loginJsWireKB: 130,
    routeJsWireKB: 160,
    timeToUsableRatio: 1.05,
  };
  const route = (name, jsWireBytes, ready) => ({
    name,
    federated: { depth: 1, wire: { js: jsWireBytes }, cls: 0 },
    monolith: { depth: 1, cls: 0 },
    ratio: { jsGzip: 1, ready },
  });
  const results = (...routes) => ({ routes });

  it('passes a login at 130 kB and another route at 160 kB, each as fast as 1.05 × the monolith', () => {
    expect(
      budgetViolations(
        results(route('login', 130_000, 1.05), route('dashboard', 160_000, 1)),
        budgets,
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'login JS over 130 kB on the wire',
      route('login', 130_001, 1),
      /jsWire: login .* 130\.0 kB \(budget 130 kB\)/,
    ],
    [
      'another route over 160 kB',
      route('payment', 161_000, 1),
      /jsWire: payment .* 161\.0 kB \(budget 160 kB\)/,
    ],
    [
      'slower than 1.05 × the monolith',
      route('profile', 100_000, 1.2),
      /timeToUsableRatio: profile .* 1\.2/,
    ],
    [
      'a route whose wire bytes were not measured',
      route('login', undefined, 1),
      /jsWire: login .* unmeasured/,
    ],
  ])('names the budget exceeded: %s', (_case, measured, message) => {
    const violations = budgetViolations(results(measured), budgets);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(message);
  });
});

describe('cumulativeLayoutShift', () => {
  const shift = (startTime, value, hadRecentInput = false) => ({
    startTime,
    value,
    hadRecentInput,
  });
  it.each([
    ['no shift', [], 0],
    ['one shift', [shift(100, 0.05)], 0.05],
    ['shifts less than 1 s apart add up', [shift(100, 0.01), shift(900, 0.02)], 0.03],
    [
      'a gap of 1 s starts a new window: the larger counts',
      [shift(0, 0.01), shift(1000, 0.02)],
      0.02,
    ],
    [
      'a window ends 5 s after it began',
      [0, 900, 1800, 2700, 3600, 4500, 5400].map((t) => shift(t, 0.01)),
      0.06,
    ],
    ['a shift after input does not count', [shift(100, 0.3, true), shift(200, 0.01)], 0.01],
    ['order of arrival does not matter', [shift(900, 0.02), shift(100, 0.01)], 0.03],
  ])('%s', (_case, shifts, cls) => {
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(cls, 6);
  });
});

describe('medianOf', () => {
  it('takes the middle load of three, ignoring unmeasured ones', () => {
    expect(medianOf([{ t: 2700 }, { t: 5600 }, { t: 2100 }], 't')).toBe(2700);
    expect(medianOf([{ t: null }, { t: 3 }], 't')).toBe(3);
    expect(medianOf([], 't')).toBeNull();
  });
});

describe('medianByDepth', () => {
  it.each([
    ['one load', [8], 8],
    ['an outlier above', [8, 9, 8], 8],
    ['an outlier below', [9, 7, 9], 9],
    ['an even count takes the lower middle', [9, 8, 10, 7], 8],
  ])('keeps the median load: %s', (_case, depths, expected) => {
    const loads = depths.map((depth, run) => ({ depth, run }));
    expect(medianByDepth(loads).depth).toBe(expected);
  });

  it('refuses to pick from no loads', () => {
    expect(() => medianByDepth([])).toThrow('at least one load');
  });
});

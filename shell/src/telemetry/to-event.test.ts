import { describe, expect, it } from '@jest/globals';
import type { RemotesConfig } from '../boot/remotes-config';
import type { Capture } from './capture';
import { bannerEvent, toEvent, vitalEvent, type EventContext } from './to-event';

const remotes = {
  payments: {
    entry: 'https://cdn.example/mfe-payments/0.1.3/mf-manifest.json',
    version: '0.1.3',
    variant: 'canary',
  },
  servicing: {
    entry: 'https://cdn.example/mfe-servicing/0.1.1/mf-manifest.json',
    version: '0.1.1',
  },
} as unknown as RemotesConfig;
const context = (refused = true): EventContext => ({
  remotes,
  shellVersion: '0.1.0',
  pageOrigin: 'https://portal.example',
  refused: () => refused,
});
const LOAN = 'myaccount/loanDetails/:accountNumber';
const PAY = 'myaccount/payment/:accountNumber';

describe('toEvent', () => {
  it.each<[string, Capture, Record<string, unknown>]>([
    [
      'a page view, by the page’s area',
      { kind: 'page-view', route: LOAN },
      { kind: 'page-view', area: 'servicing', version: '0.1.1', variant: 'stable', route: LOAN },
    ],
    [
      'a page view of the status page, the shell’s',
      { kind: 'page-view', route: 'status' },
      { area: 'shell', version: '0.1.0' },
    ],
    [
      'a login page view, identity’s (not in remotes.json: unknown)',
      { kind: 'page-view', route: 'home/login' },
      { area: 'identity', version: 'unknown' },
    ],
    [
      'a route outside the table as unknown',
      { kind: 'page-view', route: 'myaccount/loanDetails/00011002347' },
      { route: 'unknown', area: 'shell' },
    ],
    [
      'an error thrown by a payments canary script on a servicing page',
      {
        kind: 'error',
        type: 'uncaught',
        route: LOAN,
        script: 'https://cdn.example/mfe-payments/0.1.3/412.js',
      },
      { kind: 'error', type: 'uncaught', area: 'payments', version: '0.1.3', variant: 'canary' },
    ],
    [
      'an error of the shell’s own script',
      {
        kind: 'error',
        type: 'unhandled-rejection',
        route: PAY,
        script: 'https://portal.example/main.js',
      },
      { area: 'shell' },
    ],
    [
      'an error from no known script, by the page',
      { kind: 'error', type: 'uncaught', route: PAY },
      { area: 'payments', variant: 'canary' },
    ],
    [
      'a boundary error, by its area',
      { kind: 'error', type: 'boundary', area: 'servicing', route: PAY },
      { area: 'servicing', type: 'boundary' },
    ],
    [
      'a load, its duration in whole ms',
      { kind: 'area-load', area: 'payments', outcome: 'ok', ms: 812.6, route: PAY },
      { kind: 'area-load', outcome: 'ok', ms: 813, area: 'payments' },
    ],
    [
      'a load beyond ten minutes, bounded',
      { kind: 'area-load', area: 'payments', outcome: 'failed', ms: 9e9, route: PAY },
      { ms: 600_000 },
    ],
    [
      'a refused script, integrity of its area',
      { kind: 'script-failed', url: 'https://cdn.example/mfe-servicing/0.1.1/9.js', route: PAY },
      { kind: 'error', type: 'integrity', area: 'servicing' },
    ],
  ])('%s', (_, capture, expected) => {
    expect(toEvent(capture, context())).toEqual(expect.objectContaining(expected));
  });

  it('drops a script that never arrived (the area load failure counts it)', () => {
    expect(
      toEvent(
        { kind: 'script-failed', url: 'https://cdn.example/x.js', route: PAY },
        context(false),
      ),
    ).toBeUndefined();
  });
});

describe('vitalEvent and bannerEvent', () => {
  it.each([
    ['LCP', 1830.4, 1830],
    ['CLS', 0.012345, 0.0123],
    ['INP', -3, 0],
  ] as const)('%s %p is sent as %p', (name, value, sent) => {
    expect(vitalEvent(name, value, LOAN, context())).toEqual(
      expect.objectContaining({ kind: 'vital', name, value: sent, area: 'servicing', route: LOAN }),
    );
  });

  it('attributes a banner to the area its code names', () => {
    expect(bannerEvent('payments.submit-failed', LOAN, context())).toEqual({
      kind: 'banner',
      code: 'payments.submit-failed',
      area: 'payments',
      version: '0.1.3',
      variant: 'canary',
      route: LOAN,
    });
  });
});

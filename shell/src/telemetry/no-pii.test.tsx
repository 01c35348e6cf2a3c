// Feeds PII-shaped values through every entry point of every event kind and asserts that none
// of them leaves the browser: the agent sends closed labels only, by construction.
import { describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';
import * as v from 'valibot';
import { clientError } from '@portal/api-contract/shell/client-error';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { answer } from '@portal/area-testing/handlers';
import { routePattern } from '@portal/routes/route-pattern';
import { TelemetryBatchSchema } from '@portal/telemetry-contract/batch';
import type { RemotesConfig } from '../boot/remotes-config';
import { AreaErrorBoundary } from '../areas/area-error-boundary';
import { loadArea } from '../areas/load-area';
import { startAgent } from './agent';
import { capture } from './capture';
import { watchPageErrors } from './page-errors';
import type { VitalsLibrary } from './vitals';

const EMAIL = 'alex.morgan@example.com';
const NAME = 'Alex Morgan';
const ACCOUNT = '00011002347';
const AMOUNT = '$389.17';
const TOKEN = 'tok-5f2b9c1e7a4d4e0b';
const QUERY = `?token=${TOKEN}`;
const PII = [EMAIL, NAME, ACCOUNT, AMOUNT, '389.17', '38917', TOKEN, QUERY, '?'];
const TEXT = `${NAME} <${EMAIL}> paid ${AMOUNT} on ${ACCOUNT} with ${TOKEN}`;

const remotes = {
  payments: { entry: 'https://cdn.example/mfe-payments/0.1.2/mf-manifest.json', version: '0.1.2' },
  profile: { entry: 'https://cdn.example/mfe-profile/0.1.1/mf-manifest.json', version: '0.1.1' },
} satisfies RemotesConfig;

/** A metric as web-vitals hands it over, with the page's elements and URLs in it. */
const metric = (name: string, value: number) =>
  ({
    name,
    value,
    id: TEXT,
    entries: [{ name: `https://portal.example/${QUERY}`, element: TEXT }],
    attribution: { element: TEXT, url: `https://portal.example/${QUERY}` },
  }) as unknown as { name: 'LCP'; value: number };
const vitals: VitalsLibrary = {
  onLCP: (report) => report(metric('LCP', 1830.4)),
  onINP: (report) => report(metric('INP', 96)),
  onCLS: (report) => report(metric('CLS', 0.01234)),
  onTTFB: (report) => report(metric('TTFB', 240)),
};

const event = <T extends Event>(type: string, fields: Record<string, unknown>): T =>
  Object.assign(new Event(type), fields) as T;

function Thrower(): never {
  throw new Error(TEXT);
}

describe('telemetry leaves no borrower data in the browser', () => {
  it('sends only labels for every kind of event, whatever the page held', async () => {
    fakePortal({ handlers: [answer(clientError)] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem('portal.session', JSON.stringify({ userToken: TOKEN }));
    window.location.hash = `#/myaccount/loanDetails/${ACCOUNT}${QUERY}&email=${EMAIL}`;
    // A refused script's timing, as the browser records it.
    class ResourceTiming {
      responseStatus = 200;
      encodedBodySize = 812;
    }
    Object.assign(globalThis, { PerformanceResourceTiming: ResourceTiming });
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: () => [new ResourceTiming()],
    });

    watchPageErrors(window);
    // Page views: a path with an account number and a query.
    capture({
      kind: 'page-view',
      route: routePattern(`/myaccount/loanDetails/${ACCOUNT}${QUERY}`),
    });
    // Uncaught error: message, file and stack carry PII.
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: TEXT,
        filename: `https://cdn.example/mfe-payments/0.1.2/412.js${QUERY}`,
        error: new Error(TEXT),
      }),
    );
    // Unhandled rejection, its stack naming a script with a query.
    const rejection = new Error(TEXT);
    rejection.stack = `Error: ${TEXT}\n    at pay (https://cdn.example/mfe-payments/0.1.2/412.js${QUERY}:1:200)`;
    window.dispatchEvent(event('unhandledrejection', { reason: rejection }));
    window.dispatchEvent(event('unhandledrejection', { reason: TEXT }));
    // A CSP violation: blocked URL, sample and source with PII.
    document.dispatchEvent(
      event('securitypolicyviolation', {
        blockedURI: `https://evil.example/${QUERY}&email=${EMAIL}`,
        sample: TEXT,
        sourceFile: `https://portal.example/main.js${QUERY}`,
        documentURI: window.location.href,
      }),
    );
    // A script refused for its integrity, its URL with a query.
    const script = document.createElement('script');
    script.src = `https://cdn.example/mfe-payments/0.1.2/77.js${QUERY}`;
    script.integrity = `sha384-${'A'.repeat(64)}`;
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    // An area that throws while rendering, and an area that fails to load.
    render(
      <AreaErrorBoundary area="profile" onRetry={() => undefined}>
        <Thrower />
      </AreaErrorBoundary>,
    );
    await expect(loadArea('payments')).rejects.toThrow();
    // An error banner whose text is the borrower's, and one whose code is not catalogued.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div role="alert" data-banner-code="payments.submit-failed">${TEXT}</div>` +
        `<div role="alert" data-banner-code="${EMAIL}">${TEXT}</div>`,
    );

    const sent: string[] = [];
    startAgent({ remotes, send: (body) => sent.push(body), vitals });
    // A banner shown after the agent started, then the page is hidden.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div role="alert" data-banner-code="profile.save-failed">${TEXT}</div>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));

    expect(sent.length).toBeGreaterThan(0);
    const events = sent.flatMap((body) => v.parse(TelemetryBatchSchema, JSON.parse(body)).events);
    const kinds = events.map((e) => (e.kind === 'error' ? `error:${e.type}` : e.kind));
    expect(new Set(kinds)).toEqual(
      new Set([
        'page-view',
        'error:uncaught',
        'error:unhandled-rejection',
        'error:csp',
        'error:integrity',
        'error:boundary',
        'error:area-load',
        'area-load',
        'vital',
        'banner',
      ]),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'page-view', route: 'myaccount/loanDetails/:accountNumber' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        kind: 'error',
        type: 'uncaught',
        area: 'payments',
        version: '0.1.2',
      }),
    );
    const wire = sent.join('\n');
    for (const value of PII) expect(wire).not.toContain(value);
  });
});

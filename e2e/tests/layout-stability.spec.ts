import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/portal-test';
import { SIGNED_IN_PAGES, SIGNED_OUT_PAGES } from '../support/route-pages';
import { resetSandbox } from '../support/sandbox';

// Loading keeps its place: on a fresh load of every page of the route table, at a phone's and a
// desktop's width, the layout shifts the browser reports (the Layout Instability API, the same
// figures Lighthouse sums into CLS) add up to at most 0.02. Adding up every shift, not just the
// worst session window, is the stricter reading.
test.describe.configure({ timeout: 240_000 });

const CLS_BUDGET = 0.02;
// Every answer of the back end and every branding image arrives this late, as on a slow phone
// network: what loads late (lists, figures, the logo) must already have its place.
const SLOW_MS = 400;

declare global {
  interface Window {
    __layoutShifts?: Array<{ value: number; sources: string[] }>;
  }
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').slice(0, 30)}"`
              : String(node?.nodeName);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function slowBackEnd(page: Page) {
  await page.route(/\/(api|sandbox\/branding)\//, async (route) => {
    await sleep(SLOW_MS);
    await route.fallback();
  });
}

async function shiftsOfAFreshLoad(page: Page, url: string) {
  await page.goto(url);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Late shifts (an image arriving, a list replacing its skeleton) are reported within a frame
  // of the render: two frames after the network went quiet, every one has been.
  const shifts = await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++)
      await new Promise((done) => requestAnimationFrame(() => done(null)));
    return window.__layoutShifts ?? [];
  });
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { total: Math.round(total * 10_000) / 10_000, shifts };
}

async function expectStablePages(page: Page, urls: string[]) {
  const measured: Record<string, number> = {};
  for (const url of urls) {
    const { total, shifts } = await shiftsOfAFreshLoad(page, url);
    measured[url] = total;
    expect.soft(total, `${url}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
  }
  return measured;
}

// Signed out and signed in are tests of their own: each walks a dozen pages, and one test
// walking all of them came close to its time limit on a loaded two-core machine.
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ page }) => {
      // all-features is the branded profile: the header's logo arrives late too.
      await resetSandbox('all-features');
      await recordShifts(page);
      await slowBackEnd(page);
    });

    test(`every signed-out page's layout shift stays within ${CLS_BUDGET}`, async ({ page }) => {
      const urls = SIGNED_OUT_PAGES.map((route) => route.url);
      const measured = await expectStablePages(page, urls);
      console.log(`layout shift at ${width} px`, JSON.stringify(measured, null, 1));
    });

    test(`every signed-in page's layout shift stays within ${CLS_BUDGET}`, async ({ page }) => {
      await signIn(page, 'borrower1');
      await expect(page).toHaveURL(/dashboard$/);
      const urls = SIGNED_IN_PAGES.map((route) => route.url);
      const measured = await expectStablePages(page, urls);
      console.log(`layout shift at ${width} px`, JSON.stringify(measured, null, 1));
    });
  });
}

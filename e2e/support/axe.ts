// Accessibility check with axe-core: WCAG 2.0–2.2 A and AA rules; the portal's bar is zero
// serious or critical violations.
// axe-core's source (0.6 MB) goes into a document once and serves every later check of it: a
// walk over the route table changes only the hash, so the document, and axe in it, stays.
// (@axe-core/playwright put the source in again for every check: two thirds of the time of a
// route-table walk went to that.) The portal has no iframes, so the top document is the page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, run, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
  },
  // Passing and inapplicable rules are not reported: no need to describe their nodes.
  resultTypes: ['violations'],
};

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** The serious and critical violations on the page, or within the element `include` selects. */
export async function seriousViolations(page: Page, include?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations: Violation[] = await page.evaluate(
    async ({ within, options }) => {
      const { axe } = window as unknown as { axe: { run: typeof run } };
      // A selector that matches nothing makes axe throw, rather than check the whole page.
      const results: AxeResults = await axe.run(within ?? document, options);
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { within: include ?? null, options: OPTIONS },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
}

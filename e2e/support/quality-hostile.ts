// A hostile back end for the security journeys (issue 9): the sandbox appends script payloads to
// every free-text field it sends, and a guard proves none of them ever runs in the portal.
import { expect, type Page } from '@playwright/test';
import { sandboxUrl } from './topology';

export interface HostilePayloads {
  img: string;
  script: string;
  svg: string;
  jsUrl: string;
}

/** Plants the payloads (after a reset); answers them so journeys can look for the inert text. */
export async function plantHostileText(): Promise<HostilePayloads> {
  const response = await fetch(`${sandboxUrl}/__sandbox/hostile-text`, { method: 'POST' });
  if (!response.ok) throw new Error(`planting hostile text failed: ${response.status}`);
  const body = (await response.json()) as { Payloads: HostilePayloads };
  return body.Payloads;
}

/**
 * Watches a page for any sign that planted script ran: a browser dialog (alert/confirm/prompt)
 * or window.__pwned set. The fixture already fails on CSP violations and uncaught errors.
 */
export function guardAgainstScript(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async function expectNothingRan(where: string) {
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
      `script ran on ${where}`,
    ).toBeUndefined();
    expect(dialogs, `browser dialogs on ${where}`).toEqual([]);
    // Nothing planted became live markup: no event-handler attribute, no javascript: link.
    expect(
      await page.locator('[onerror], [onload], a[href^="javascript:" i]').count(),
      `live handlers on ${where}`,
    ).toBe(0);
  };
}

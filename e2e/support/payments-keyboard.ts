// Keyboard-only helpers for the payments journeys: reach an element the way a keyboard user does.
import type { Locator, Page } from '@playwright/test';

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never does. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 }: { backwards?: boolean; limit?: number } = {},
) {
  for (let presses = 0; presses < limit; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (!(await hasFocus(target))) throw new Error(`Tab never reached ${target.toString()}`);
}

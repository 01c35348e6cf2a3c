// Keyboard-only journeys: move focus the way a keyboard user does, by Tab or Shift+Tab.
import type { Page } from '@playwright/test';

/** The focused element's name as a keyboard user hears it: its label, aria-label or text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const label = 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null;
    return (label ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });
}

/** Presses Tab (or Shift+Tab) until the element with this accessible name has focus. */
export async function tabTo(
  page: Page,
  name: RegExp,
  limit = 25,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key);
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`${key} never reached ${name} (last: ${await focusedName(page)})`);
}

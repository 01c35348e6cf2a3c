// Proves an update was applied in place: a marker set on the window before the edit survives,
// and the main frame never navigated (a full reload is one).
import type { Page } from '@playwright/test';

export async function watchForReload(page: Page) {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.evaluate(() => {
    (window as unknown as { __beforeEdit?: boolean }).__beforeEdit = true;
  });
  return {
    navigations,
    markerKept: () =>
      page.evaluate(() => (window as unknown as { __beforeEdit?: boolean }).__beforeEdit === true),
  };
}

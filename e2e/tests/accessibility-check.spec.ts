import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/portal-test';

// The accessibility check every route walk relies on (support/axe.ts) finds what it is for: a
// clean page passes, a planted violation is reported, also after a route change in the same
// document, and a check within one element sees only that element.
test('the accessibility check reports planted violations, and only within what it is asked to check', async ({
  page,
}) => {
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.evaluate(() => document.body.append(document.createElement('button')));
  expect((await seriousViolations(page)).join('\n')).toContain('button-name (critical)');

  await page.goto('/#/home/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(image);
  });
  const found = await seriousViolations(page);
  expect(found.join('\n')).toContain('image-alt (critical)');
  expect(found.join('\n')).toContain('button-name (critical)');

  const withinMain = await seriousViolations(page, 'main');
  expect(withinMain.join('\n')).toContain('image-alt (critical)');
  expect(withinMain.join('\n')).not.toContain('button-name');
});

import { clientErrors } from '../support/sandbox';
import { expect, signIn, test } from '../support/portal-test';
import { remoteOrigin } from '../support/topology';

test('a remote that throws while rendering shows its fallback with Retry; other areas work', async ({
  page,
}) => {
  // Replace the profile remote's exposed module with one whose Page throws while rendering, as
  // long as the page says so. A loaded module stays cached for the page's lifetime, so the
  // failure this Retry can cure is a transient one: the test ends it by clearing the flag.
  await page.route(`${remoteOrigin(4)}/**/__federation_expose_area*.js`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const patched = body.replace(
      /Page:([^,}]+)/,
      (_, original: string) =>
        `Page:function(props){if(!window.__e2eProfileRecovered)throw new Error("profile render failure (e2e)");return (${original})(props)}`,
    );
    expect(patched, 'the exposed module names its Page').not.toBe(body);
    await route.fulfill({ response, body: patched });
  });

  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Profile' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'Profile is unavailable right now' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Alex Morgan');

  // Every other area keeps working.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await nav.getByRole('link', { name: 'Make a Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Make a Payment', level: 1 })).toBeVisible();

  await expect
    .poll(async () => (await clientErrors()).some((e) => /profile render failure/.test(e.Message)))
    .toBe(true);

  // Once the failure has passed, Retry brings the page back.
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(fallback).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __e2eProfileRecovered: boolean }).__e2eProfileRecovered = true;
  });
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

import { createHash } from 'node:crypto';
import { clientErrors } from '../support/sandbox';
import { expect, signIn, test } from '../support/portal-test';
import { portalUrl, remoteOrigin } from '../support/topology';

test('a remote that throws while rendering shows its fallback with Retry; other areas work', async ({
  page,
}) => {
  // Replace the profile remote's exposed module with one whose Page throws while rendering, as
  // long as the page says so. A loaded module stays cached for the page's lifetime, so the
  // failure this Retry can cure is a transient one: the test ends it by clearing the flag.
  // Scripts run only with the hash remotes.json pins them to (docs/decisions/006), so the
  // test publishes the changed module's hash as a new release of profile would.
  const remotes = (await (await fetch(`${portalUrl}/remotes.json`)).json()) as {
    profile: { manifest: { exposes: { name: string; assets: { js: { sync: string[] } } }[] } };
  };
  const file = remotes.profile.manifest.exposes.find((e) => e.name === 'area')?.assets.js.sync[0];
  const body = await (await fetch(`${remoteOrigin(4)}/${file}`)).text();
  // The area module's own Page (the module also holds other objects with a Page: its page table).
  const area = body.indexOf('area:"profile",');
  const start = body.indexOf('Page:', area) + 'Page:'.length;
  expect(area, 'the exposed module declares the profile area').toBeGreaterThan(-1);
  const original = body.slice(start, expressionEnd(body, start));
  const patched = `${body.slice(0, start)}function(props){if(!window.__e2eProfileRecovered)throw new Error("profile render failure (e2e)");return (${original})(props)}${body.slice(start + original.length)}`;
  await page.route(`${remoteOrigin(4)}/${file}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: patched });
  });
  await page.route(`${portalUrl}/remotes.json`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { profile: { integrity: Record<string, string> } };
    config.profile.integrity[`${file}`] =
      `sha384-${createHash('sha384').update(patched).digest('base64')}`;
    await route.fulfill({ response, json: config });
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
  await nav.getByRole('link', { name: 'Make Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();

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

/**
 * Where the minified expression starting at `start` ends: at the first `,` or `}` outside any
 * bracket or string (the minifier's output for one property's value).
 */
function expressionEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const char = code.charAt(i);
    if (char === '"' || char === "'" || char === '`') {
      i = code.indexOf(char, i + 1);
      while (code[i - 1] === '\\') i = code.indexOf(char, i + 1);
    } else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      if (depth === 0) return i;
      depth--;
    } else if (char === ',' && depth === 0) return i;
  }
  return code.length;
}

import { expect, test } from '../support/portal-test';
import { portalUrl } from '../support/topology';

// The first page starts everything it needs at once (issue 14): the shell's page names its boot
// files, remotes.json and the settings call as preloads, so they download with the page instead
// of one wave after another; each is downloaded once.
test('the login page preloads its boot files and start-up calls, and downloads nothing twice', async ({
  page,
}) => {
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  const preloads = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads).toContain(`${portalUrl}/remotes.json`);
  expect(preloads).toContain(`${portalUrl}/api/setup/ApplicationOptions`);
  // Every file of the shell's own boot (all its scripts and styles but the entry the page
  // names) is among the preloads: none waits for the script before it to be discovered.
  const shellFiles = requested.filter(
    (url) => url.startsWith(`${portalUrl}/`) && /\.(js|css)$/.test(new URL(url).pathname),
  );
  const bootFiles = shellFiles.filter((url) => !new URL(url).pathname.startsWith('/main.js'));
  // (The shell's libraries come as one file since the bench's byte work: a few files, not many.)
  expect(bootFiles.length).toBeGreaterThan(1);
  for (const file of bootFiles) expect(preloads, file).toContain(file);

  // Nothing is fetched twice: the shell's own fetches take the preloaded answers.
  const twice = requested.filter((url, i) => requested.indexOf(url) !== i);
  expect(twice).toEqual([]);
  // And nothing preloaded goes unused (Chromium warns a few seconds after the load).
  await page.waitForTimeout(3_500);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
});

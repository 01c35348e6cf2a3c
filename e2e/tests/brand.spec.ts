import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

// The institution's brand: its logo from the CDN folder under branding/logos (spec 1 §9) in the
// header of the signed-out pages (login, FAQ, Locations) and of the signed-in pages, its colours
// through the design tokens, and a clean text mark when no logo is configured.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const INSTITUTION = 'Lakeside Loan Servicing';

test('the logo and colours from settings mark every page, signed out and signed in', async ({
  page,
}) => {
  await resetSandbox('default', {
    'Login.LogoFile': 'logo.png',
    'Branding.ColorPrimary': '#7a1f2b',
  });
  await page.route('**/sandbox/branding/logos/logo.png', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
  for (const url of ['/#/home/login', '/#/home/faq', '/#/home/locations']) {
    await page.goto(url);
    const logo = page.getByRole('banner').getByRole('img', { name: INSTITUTION });
    await expect(logo, url).toHaveAttribute('src', '/sandbox/branding/logos/logo.png');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await expect(page.getByRole('banner'), url).toHaveCSS('background-color', 'rgb(122, 31, 43)');
  }
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard$/);
  await expect(page.getByRole('banner').getByRole('img', { name: INSTITUTION })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(122, 31, 43)');
});

test('with no logo configured the header carries the institution name as a text mark', async ({
  page,
}) => {
  await resetSandbox('default');
  await page.goto('/#/home/login');
  await expect(page.getByRole('banner')).toHaveText(INSTITUTION);
  await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
  await signIn(page, 'borrower1');
  await expect(page.getByRole('banner')).toContainText(INSTITUTION);
  await expect(page.getByRole('banner')).toContainText('Alex Morgan');
});

import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

// The sandbox's own sample branding, served where the settings point (the CDN folder "sandbox",
// under branding/logos, spec 1 §9) through the portal's origin, with no request faked: the
// all-features profile is a branded institution, the default profile has no branding at all.
const INSTITUTION = 'Lakeside Loan Servicing';

/** Every image on the page arrived and decoded: none is shown broken. */
async function brokenImages(page: Page) {
  return page.evaluate(
    () => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).length,
  );
}

async function expectLoadedLogo(page: Page, where: string) {
  const logo = page.getByRole('banner').getByRole('img', { name: INSTITUTION });
  await expect(logo, where).toBeVisible();
  await expect(logo, where).toHaveAttribute('src', /^\/sandbox\/branding\/logos\/[\w.-]+\.svg$/);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth), { message: where })
    .toBeGreaterThan(0);
  // One logo per page: the page itself does not repeat the header's.
  await expect(page.getByRole('img', { name: INSTITUTION }), where).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Logo' }), where).toHaveCount(0);
  expect(await brokenImages(page), where).toBe(0);
}

test('a branded profile: the logo on login, the signed-out pages and the header, the login background', async ({
  page,
}) => {
  await resetSandbox('all-features');
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectLoadedLogo(page, 'login');

  const background = page.locator('img.identity-login-backdrop__image');
  await expect(background).toHaveAttribute('src', /^\/sandbox\/branding\/logos\/[\w.-]+\.svg$/);
  await expect
    .poll(() => background.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // It covers the login card's area, behind it.
  const card = await page.locator('.identity-login-backdrop').boundingBox();
  const image = await background.boundingBox();
  expect(image?.width).toBeCloseTo(card?.width ?? -1, 0);
  expect(image?.height).toBeCloseTo(card?.height ?? -1, 0);

  for (const url of ['/#/home/faq', '/#/home/locations']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLoadedLogo(page, url);
  }

  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Alex Morgan');
  await expectLoadedLogo(page, 'dashboard');
});

test('no branding configured: a clean text mark and no image, broken or not', async ({ page }) => {
  await resetSandbox('default');
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveText(INSTITUTION);
  await expect(page.locator('img')).toHaveCount(0);

  await page.goto('/#/home/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveText(INSTITUTION);
  expect(await brokenImages(page)).toBe(0);
});

test('the sandbox serves its sample branding through the portal origin only as images', async ({
  request,
}) => {
  const logo = await request.get('/sandbox/branding/logos/lakeside-logo.svg');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(logo.headers()['x-content-type-options']).toBe('nosniff');
  expect(logo.headers()['content-security-policy']).toContain("default-src 'none'");
  const missing = await request.get('/sandbox/branding/logos/nothing-here.svg');
  expect(missing.status()).toBe(404);
});

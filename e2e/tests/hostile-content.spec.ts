import { SETUP_OPTION_DEFAULTS } from '../../libs/settings/src/setup-option-catalogue';
import { resetSandbox } from '../support/sandbox';
import { expect, test } from '../support/portal-test';

// Text from settings (rich text included) must never run as script. A payload that reached the
// DOM unsanitised would either run (window.__pwned) or be blocked by the CSP, which the
// fixture turns into a failure too.
const PAYLOAD =
  '<img src=x onerror="window.__pwned=(window.__pwned||0)+1"><script>window.__pwned=1</script>';

const TEXT_SETTINGS = Object.entries(SETUP_OPTION_DEFAULTS)
  .filter(([, fallback]) => fallback !== 'true' && fallback !== 'false')
  .map(([key]) => key);

test('script planted in every text setting never runs, signed out or signed in', async ({
  page,
}) => {
  expect(TEXT_SETTINGS.length).toBeGreaterThan(5);
  await resetSandbox(
    'default',
    Object.fromEntries(TEXT_SETTINGS.map((key) => [key, `${key} ${PAYLOAD}`])),
  );

  await page.goto('/#/home/login');
  // The planted announcement opens in the shell's dialog, sanitised: acknowledge it.
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await expect(announcement).toContainText('Login.AnnouncementText');
  await announcement.getByRole('button', { name: 'Okay' }).click();
  await page.getByLabel('Username').fill('borrower1');
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});

import { openProfile, section } from '../support/profile-helpers';
import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

// Issue 19 item 3: the profile screen shows an upload's progress, through the same API client
// as every other call, and a 4 MiB document goes through.
test.describe('profile: document upload progress', () => {
  test('a 4 MiB document shows its progress while it uploads, then is listed', async ({ page }) => {
    await resetSandbox('default', { 'Features.FileServices': 'true' });
    await openProfile(page);
    const documents = section(page, 'Profile Documents');

    // A slow uplink (about 1 MiB/s) so the upload takes a few seconds the screen can show.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });

    const fourMiB = Buffer.alloc(4 * 1024 * 1024, 0x41);
    fourMiB.write('%PDF-1.4\n', 0);
    await documents.getByLabel('File type').selectOption({ label: 'Pay Stub' });
    await documents.getByLabel('Document to upload').setInputFiles({
      name: 'four-mib-statement.pdf',
      mimeType: 'application/pdf',
      buffer: fourMiB,
    });
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();

    const progress = documents.getByRole('progressbar', {
      name: 'Upload progress of four-mib-statement.pdf',
    });
    await expect(progress).toBeVisible();
    // Part of the file has gone, not all of it: the bar moves with the bytes sent.
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(
      documents.getByRole('status').filter({ hasText: 'four-mib-statement.pdf was uploaded.' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(progress).toBeHidden();
    await expect(
      documents.getByRole('rowheader', { name: 'four-mib-statement.pdf' }),
    ).toBeVisible();
  });
});

// An upload's answer is read like every other call's (spec 1 §4): a refusal may come as HTTP 200
// with HasNoErrors false, and an Unauthorized answer ends the session. The upload used to read
// only the HTTP status, so a refused file vanished from the queue as if it had been uploaded.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen } from '../support/servicing-session';

const UPLOAD = '**/api/file/UploadFileWithLoanNumber';

async function queueOneFile(page: Page) {
  await resetSandbox('all-features');
  await signInAndOpen(page, '/myaccount/document-center');
  await page.getByLabel('Account number').selectOption('00011002347');
  await expect(page.getByRole('button', { name: 'Proof of insurance.pdf' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'pay-stub.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByLabel('File type for pay-stub.pdf').selectOption({ label: 'Pay Stub' });
}

test.describe('servicing: what an upload answer means', () => {
  test('a refusal answered with HTTP 200 keeps the file queued with its message', async ({
    page,
  }) => {
    await queueOneFile(page);
    await page.route(UPLOAD, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          HasNoErrors: false,
          Errors: [{ ErrorMessage: 'The file could not be scanned for viruses.' }],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Upload File(s)' }).click();
    await expect(page.getByRole('list', { name: 'Files to upload' })).toContainText(
      'The file could not be scanned for viruses.',
    );
    await expect(
      page.getByRole('list', { name: 'Uploaded documents' }).getByText('pay-stub.pdf'),
    ).toHaveCount(0);
  });

  test('an Unauthorized answer to an upload ends the session', async ({ page }) => {
    await queueOneFile(page);
    await page.route(UPLOAD, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }),
      }),
    );
    await page.getByRole('button', { name: 'Upload File(s)' }).click();
    await expect(page).toHaveURL(/#\/home\/login\?error=unauthorized$/);
  });

  test('the upload sends the API client session headers and lists the file as new', async ({
    page,
  }) => {
    await queueOneFile(page);
    const sent = page.waitForRequest((request) =>
      /\/api\/file\/UploadFileWithLoanNumber$/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Upload File(s)' }).click();
    const request = await sent;
    expect(await request.headerValue('usertoken')).toBeTruthy();
    expect(await request.headerValue('servicingbranch')).toBeTruthy();
    await expect(
      page
        .getByRole('list', { name: 'Uploaded documents' })
        .getByRole('listitem')
        .filter({ hasText: 'pay-stub.pdf' }),
    ).toContainText('New');
  });
});

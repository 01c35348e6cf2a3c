import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen } from '../support/servicing-session';

test.describe('servicing: documents', () => {
  test('upload a document in the document center and see it listed as new', async ({ page }) => {
    await resetSandbox('all-features');
    await signInAndOpen(page, '/myaccount/document-center');
    await expect(page.getByRole('tab', { name: 'Account Documents' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByLabel('Account number').selectOption('00011002347');
    await expect(page.getByRole('button', { name: 'Proof of insurance.pdf' })).toBeVisible();

    // The file input sits behind the Add Files button.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'pay-stub.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Upload File(s)' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose a file type');
    await page.getByLabel('File type for pay-stub.pdf').selectOption({ label: 'Pay Stub' });
    await page.getByRole('button', { name: 'Upload File(s)' }).click();

    const uploaded = page
      .getByRole('list', { name: 'Uploaded documents' })
      .getByRole('listitem')
      .filter({ hasText: 'pay-stub.pdf' });
    await expect(uploaded).toContainText('New');
    await expect(page.getByRole('list', { name: 'Files to upload' })).toHaveCount(0);
  });

  test('a file of a refused type stays in the queue with the server message', async ({ page }) => {
    await resetSandbox('all-features');
    await signInAndOpen(page, '/myaccount/document-center');
    await page.getByRole('tab', { name: 'Profile Documents' }).click();
    await expect(page.getByRole('button', { name: 'proof-of-insurance.pdf' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'script.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await page.getByLabel('File type for script.exe').selectOption({ label: 'Other' });
    await page.getByRole('button', { name: 'Upload File(s)' }).click();
    await expect(page.getByRole('list', { name: 'Files to upload' })).toContainText(
      'Files of type .exe are not accepted.',
    );
  });
});

import { openProfile, section } from '../support/profile-helpers';
import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

test.describe('profile: documents', () => {
  test('with file services on, borrower1 uploads a document and sees it listed', async ({
    page,
  }) => {
    await resetSandbox('default', { 'Features.FileServices': 'true' });
    await openProfile(page);
    const documents = section(page, 'Profile Documents');
    await expect(
      documents.getByRole('rowheader', { name: 'proof-of-insurance.pdf' }),
    ).toBeVisible();
    await documents.getByLabel('Document to upload').setInputFiles({
      name: 'pay-stub.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('April pay stub'),
    });
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(
      documents.getByRole('status').filter({ hasText: 'pay-stub.txt was uploaded.' }),
    ).toBeVisible();
    await expect(documents.getByRole('rowheader', { name: 'pay-stub.txt' })).toBeVisible();

    await documents.getByLabel('Document to upload').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(documents.getByRole('alert')).toHaveText(
      'Only PDF, PNG, JPEG and plain text files can be uploaded.',
    );
  });

  test('without file services there is no documents section', async ({ page }) => {
    await openProfile(page);
    await expect(section(page, 'Notifications')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Profile Documents' })).toHaveCount(0);
  });
});

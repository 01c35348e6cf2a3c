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
    await expect(documents.getByRole('alert')).toHaveText('Choose a file type');
    await documents.getByLabel('File type').selectOption({ label: 'Pay Stub' });
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(
      documents.getByRole('status').filter({ hasText: 'pay-stub.txt was uploaded.' }),
    ).toBeVisible();
    await expect(documents.getByRole('rowheader', { name: 'pay-stub.txt' })).toBeVisible();

    await documents.getByLabel('File type').selectOption({ label: 'Other' });
    await documents.getByLabel('Document to upload').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(documents.getByRole('alert')).toHaveText('Files of type .exe are not accepted.');
  });

  test('the profile page and the document center list the same profile documents', async ({
    page,
  }) => {
    await resetSandbox('all-features');
    await openProfile(page);
    const documents = section(page, 'Profile Documents');
    await documents.getByLabel('File type').selectOption({ label: 'Pay Stub' });
    await documents.getByLabel('Document to upload').setInputFiles({
      name: 'from-profile.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(documents.getByRole('rowheader', { name: 'from-profile.pdf' })).toBeVisible();

    // Listed in the document center's Profile tab, where a second one is uploaded…
    await page.goto('/#/myaccount/document-center');
    await page.getByRole('tab', { name: 'Profile Documents' }).click();
    await expect(page.getByRole('button', { name: 'from-profile.pdf' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'from-center.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByLabel('File type for from-center.pdf').selectOption({ label: 'Pay Stub' });
    await page.getByRole('button', { name: 'Upload File(s)' }).click();
    // Listed once the upload is done (the queue's "Remove from-center.pdf" is not the document).
    await expect(
      page
        .getByRole('list', { name: 'Uploaded documents' })
        .getByRole('button', { name: 'from-center.pdf', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Files to upload' })).toHaveCount(0);

    // …which the profile page then lists too.
    await page.goto('/#/myaccount/profile');
    await expect(documents.getByRole('rowheader', { name: 'from-center.pdf' })).toBeVisible();
    await expect(documents.getByRole('rowheader', { name: 'from-profile.pdf' })).toBeVisible();
  });
});

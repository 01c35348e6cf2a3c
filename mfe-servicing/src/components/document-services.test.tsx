import { describe, expect, it } from '@jest/globals';
import { customerDocuments } from '@portal/api-contract/profile/profile-documents';
import {
  accountDocuments,
  fileTypes,
  uploadWithLoanNumber,
} from '@portal/api-contract/servicing/documents';
import { answer, networkFailure, refuse, serverError } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen, within } from '@testing-library/react';
import { DocumentServices } from './document-services';

const doc = {
  FileId: 7,
  DisplayName: 'Proof of insurance.pdf',
  DisplayFormat: 'pdf',
  ImageUrl: null,
  DateUploaded: '2026-10-13T10:00:00.000Z',
};
const types = answer(fileTypes, { FileTypes: [{ ID: 1, Description: 'Proof of Insurance' }] });
const loan = { docType: 'accountNumber', uploadNumber: '00011002347' } as const;

async function queueOne(user: ReturnType<typeof renderArea>['user'], file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
  await user.selectOptions(
    screen.getByRole('combobox', { name: `File type for ${file.name}` }),
    'Proof of Insurance',
  );
}

describe('DocumentServices', () => {
  it('lists documents with their date, and needs a file type before uploading', async () => {
    const { user } = renderArea(<DocumentServices context={loan} />, {
      area: 'servicing',
      handlers: [answer(accountDocuments, { Value: [doc] }), types],
    });
    // The file's first render also starts the fake back end: slow on a busy machine.
    expect(
      await screen.findByRole('button', { name: 'Proof of insurance.pdf' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('10/13/2026')).toBeInTheDocument();
    expect(screen.getByText('Drag and drop files here')).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'stub.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('stub.pdf');
    await user.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a file type');
    await user.click(screen.getByRole('button', { name: 'Remove stub.pdf' }));
    expect(screen.queryByRole('list', { name: 'Files to upload' })).not.toBeInTheDocument();
  });

  it('uploads on the API client: file, type and loan number, then lists the file as new', async () => {
    let uploaded = false;
    const view = renderArea(<DocumentServices context={loan} />, {
      area: 'servicing',
      handlers: [
        answer(accountDocuments, () => ({
          Value: uploaded ? [doc, { ...doc, FileId: 8, DisplayName: 'pay-stub.pdf' }] : [doc],
        })),
        types,
        answer(uploadWithLoanNumber, () => {
          uploaded = true;
          return { FileId: 8 };
        }),
      ],
    });
    await screen.findByRole('button', { name: 'Proof of insurance.pdf' });
    await queueOne(view.user, new File(['%PDF-1.4'], 'pay-stub.pdf', { type: 'application/pdf' }));
    await view.user.click(screen.getByRole('button', { name: 'Upload File(s)' }));

    const listed = await screen.findByRole('button', { name: 'pay-stub.pdf' });
    expect(within(listed.closest('li') as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files to upload' })).not.toBeInTheDocument();
    const [sent] = await view.received(uploadWithLoanNumber);
    expect(sent?.headers.get('UserToken')).toBe(view.store.getState().session?.userToken);
    expect(sent?.body).toMatchObject({ fileType: '1', loanNumber: '00011002347' });
  });

  it.each([
    [
      refuse(uploadWithLoanNumber, 'Files of type .exe are not accepted.'),
      'Files of type .exe are not accepted.',
    ],
    [
      refuse(uploadWithLoanNumber, 'FileTooLarge', { status: 413 }),
      'The file is larger than the 5 MB limit.',
    ],
    [serverError(uploadWithLoanNumber, 500), 'Internal Server Error'],
    [networkFailure(uploadWithLoanNumber), 'The file transfer was unsuccessful, please try again.'],
  ])('keeps a failed upload queued with its message (%#)', async (failure, message) => {
    const view = renderArea(<DocumentServices context={loan} />, {
      area: 'servicing',
      handlers: [answer(accountDocuments, { Value: [doc] }), types, failure],
    });
    await screen.findByRole('button', { name: 'Proof of insurance.pdf' });
    await queueOne(view.user, new File(['MZ'], 'script.pdf', { type: 'application/pdf' }));
    await view.user.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    expect(
      await within(screen.getByRole('list', { name: 'Files to upload' })).findByRole('alert'),
    ).toHaveTextContent(message);
  });

  it('refuses a file over the 5 MB limit before sending it, even once a type is chosen', async () => {
    const view = renderArea(<DocumentServices context={loan} />, {
      area: 'servicing',
      handlers: [answer(accountDocuments, { Value: [doc] }), types],
    });
    await screen.findByRole('button', { name: 'Proof of insurance.pdf' });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await view.user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is larger than the 5 MB limit.',
    );
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'File type for scan.pdf' }),
      'Proof of Insurance',
    );
    await view.user.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than the 5 MB limit.');
    expect(await view.received(uploadWithLoanNumber)).toEqual([]);
  });

  it("says 'No Uploaded Documents' for none, and the load error for a failure", async () => {
    const empty = renderArea(
      <DocumentServices context={{ docType: 'profile', uploadNumber: '' }} />,
      {
        area: 'servicing',
        handlers: [answer(customerDocuments, { Value: [] }), answer(fileTypes, { FileTypes: [] })],
      },
    );
    expect(await screen.findByText('No Uploaded Documents')).toBeInTheDocument();
    empty.unmount();
    renderArea(<DocumentServices context={{ docType: 'profile', uploadNumber: '' }} />, {
      area: 'servicing',
      handlers: [serverError(customerDocuments, 500), answer(fileTypes, { FileTypes: [] })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot connect to the service to get documents.',
    );
  });
});

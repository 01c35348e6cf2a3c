import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage } from '../testing/render-page';
import { DocumentServices } from './document-services';

const doc = {
  FileId: 7,
  DisplayName: 'Proof of insurance.pdf',
  DisplayFormat: 'pdf',
  ImageUrl: null,
  DateUploaded: '2026-10-13T10:00:00.000Z',
};

describe('DocumentServices', () => {
  it('lists documents with their date, and needs a file type before uploading', async () => {
    const { api } = fakeApi({
      'GET Documents/GetAccountDocuments': { Value: [doc] },
      'GET file/GetFileTypes': { FileTypes: [{ ID: 1, Description: 'Proof of Insurance' }] },
    });
    renderPage(
      <DocumentServices context={{ docType: 'accountNumber', uploadNumber: '00011002347' }} />,
      { api },
    );
    expect(
      await screen.findByRole('button', { name: 'Proof of insurance.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByText('10/13/2026')).toBeInTheDocument();
    expect(screen.getByText('Drag and drop files here')).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'stub.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('stub.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a file type');
    await userEvent.click(screen.getByRole('button', { name: 'Remove stub.pdf' }));
    expect(screen.queryByRole('list', { name: 'Files to upload' })).not.toBeInTheDocument();
  });

  it('refuses a file over the 5 MB limit before sending it, even once a type is chosen', async () => {
    const { api, sent } = fakeApi({
      'GET Documents/GetAccountDocuments': { Value: [doc] },
      'GET file/GetFileTypes': { FileTypes: [{ ID: 1, Description: 'Proof of Insurance' }] },
    });
    renderPage(
      <DocumentServices context={{ docType: 'accountNumber', uploadNumber: '00011002347' }} />,
      { api },
    );
    await screen.findByRole('button', { name: 'Proof of insurance.pdf' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is larger than the 5 MB limit.',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'File type for scan.pdf' }),
      'Proof of Insurance',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than the 5 MB limit.');
    expect(sent.filter((request) => request.path.startsWith('file/Upload'))).toEqual([]);
  });

  it("says 'No Uploaded Documents' for none, and the load error for a failure", async () => {
    const empty = fakeApi({
      'GET Documents/GetCustomerDocuments': { Value: [] },
      'GET file/GetFileTypes': { FileTypes: [] },
    });
    const { unmount } = renderPage(
      <DocumentServices context={{ docType: 'profile', uploadNumber: '' }} />,
      { api: empty.api },
    );
    expect(await screen.findByText('No Uploaded Documents')).toBeInTheDocument();
    unmount();
    const failing = fakeApi({
      'GET Documents/GetCustomerDocuments': { status: 500, body: {} },
      'GET file/GetFileTypes': { FileTypes: [] },
    });
    renderPage(<DocumentServices context={{ docType: 'profile', uploadNumber: '' }} />, {
      api: failing.api,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot connect to the service to get documents.',
    );
  });
});

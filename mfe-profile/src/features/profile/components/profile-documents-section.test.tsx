import { describe, expect, it } from '@jest/globals';
import { fileTypes } from '@portal/api-contract/servicing/documents';
import {
  customerDocuments,
  uploadByCustomerId,
} from '@portal/api-contract/profile/profile-documents';
import {
  answer,
  handle,
  HttpResponse,
  networkFailure,
  refuse,
  type HttpHandler,
} from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen } from '@testing-library/react';
import { ProfileDocumentsSection } from './profile-documents-section';

const SEEDED = {
  FileId: 7,
  DisplayName: 'proof-of-insurance.pdf',
  DisplayFormat: 'pdf',
  DateUploaded: '2026-11-10T09:00:00Z',
};

const PAY_STUB = answer(fileTypes, { FileTypes: [{ ID: 2, Description: 'Pay Stub' }] });

function renderSection(handlers: HttpHandler[]) {
  return renderArea(<ProfileDocumentsSection />, { area: 'profile', handlers });
}

const stub = new File(['April pay stub'], 'pay-stub.pdf', { type: 'application/pdf' });

describe('profile documents', () => {
  it('uploads a file with its file type and lists it after the refresh', async () => {
    const list = [SEEDED];
    const { user, received } = renderSection([
      PAY_STUB,
      answer(customerDocuments, () => ({ Value: [...list] })),
      answer(uploadByCustomerId, ({ input }) => {
        list.unshift({ ...SEEDED, FileId: 8, DisplayName: (input['file'] as File).name });
        return {};
      }),
    ]);
    expect(await screen.findByRole('rowheader', { name: 'proof-of-insurance.pdf' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '11/10/2026' })).toBeVisible();

    await user.upload(screen.getByLabelText('Document to upload'), stub);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file type');
    expect(await received(uploadByCustomerId)).toHaveLength(0);

    await screen.findByRole('option', { name: 'Pay Stub' });
    await user.selectOptions(screen.getByLabelText('File type'), 'Pay Stub');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('pay-stub.pdf was uploaded.');
    const [sent] = await received(uploadByCustomerId);
    // Multipart: the file and its file type, as the other uploads send them (spec 3 §7).
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect((sent?.body as { fileType: string }).fileType).toBe('2');
    expect((sent?.body as { file: File }).file.name).toBe('pay-stub.pdf');
    expect(await screen.findByRole('rowheader', { name: 'pay-stub.pdf' })).toBeVisible();
  });

  it('shows the upload in progress, and no bar once it is done', async () => {
    let finish: () => void = () => undefined;
    const { user } = renderSection([
      PAY_STUB,
      answer(customerDocuments, { Value: [] }),
      handle(
        uploadByCustomerId,
        () =>
          new Promise<Response>((resolve) => {
            finish = () => resolve(HttpResponse.json({ HasNoErrors: true, Errors: [] }));
          }),
      ),
    ]);
    await screen.findByRole('option', { name: 'Pay Stub' });
    await user.selectOptions(screen.getByLabelText('File type'), 'Pay Stub');
    await user.upload(screen.getByLabelText('Document to upload'), stub);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of pay-stub.pdf' });
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('status')).toHaveTextContent('pay-stub.pdf was uploaded.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    [
      "a refused upload's server message",
      refuse(uploadByCustomerId, 'Files of type .exe are not accepted.', { status: 400 }),
      'Files of type .exe are not accepted.',
    ],
    [
      "the back end's size cap",
      refuse(uploadByCustomerId, 'FileTooLarge', { status: 413 }),
      'The file is larger than the 5 MB limit.',
    ],
    [
      'a lost connection',
      networkFailure(uploadByCustomerId),
      'The file transfer was unsuccessful, please try again.',
    ],
  ])('shows %s and keeps the list', async (_, upload, message) => {
    const { user } = renderSection([
      PAY_STUB,
      answer(customerDocuments, { Value: [SEEDED] }),
      upload,
    ]);
    await screen.findByRole('option', { name: 'Pay Stub' });
    await user.selectOptions(screen.getByLabelText('File type'), 'Pay Stub');
    await user.upload(screen.getByLabelText('Document to upload'), stub);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('rowheader', { name: 'proof-of-insurance.pdf' })).toBeVisible();
  });

  it('refuses a file over the 5 MB limit before sending it', async () => {
    const { user, received } = renderSection([
      PAY_STUB,
      answer(customerDocuments, { Value: [SEEDED] }),
    ]);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await screen.findByRole('option', { name: 'Pay Stub' });
    await user.selectOptions(screen.getByLabelText('File type'), 'Pay Stub');
    await user.upload(screen.getByLabelText('Document to upload'), big);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is larger than the 5 MB limit.',
    );
    expect(await received(uploadByCustomerId)).toHaveLength(0);
  });

  it('says so when the file types cannot be loaded', async () => {
    renderSection([answer(customerDocuments, { Value: [] }), networkFailure(fileTypes)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot connect to the service to get file types.',
    );
    expect(screen.getByText('You have not uploaded any documents.')).toBeVisible();
  });
});

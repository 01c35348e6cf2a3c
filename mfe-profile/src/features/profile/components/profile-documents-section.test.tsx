import { describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileDocument } from '../api/customer-documents';
import type { ProfileCalls } from '../hooks/use-profile-calls';
import { fakeCalls, WithCalls } from '../testing/profile-fixtures';
import { ProfileDocumentsSection } from './profile-documents-section';

const SEEDED: ProfileDocument = {
  FileId: 7,
  DisplayName: 'proof-of-insurance.pdf',
  DisplayFormat: 'pdf',
  DateUploaded: '2026-11-10T09:00:00Z',
};

function renderSection(overrides: Partial<ProfileCalls>) {
  const calls = fakeCalls({
    fetchFileTypes: jest.fn<ProfileCalls['fetchFileTypes']>(async () => [
      { ID: 2, Description: 'Pay Stub' },
    ]),
    ...overrides,
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <WithCalls calls={calls}>
        <ProfileDocumentsSection />
      </WithCalls>
    </QueryClientProvider>,
  );
  return calls;
}

const stub = new File(['April pay stub'], 'pay-stub.pdf', { type: 'application/pdf' });

describe('profile documents', () => {
  it('uploads a file with its file type and lists it after the refresh', async () => {
    const user = userEvent.setup();
    const list = [SEEDED];
    const calls = renderSection({
      fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(async () => [
        ...list,
      ]),
      uploadDocument: jest.fn<ProfileCalls['uploadDocument']>(async (file) => {
        list.unshift({ ...SEEDED, FileId: 8, DisplayName: file.name });
        return { ok: true };
      }),
    });
    expect(await screen.findByRole('rowheader', { name: 'proof-of-insurance.pdf' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '11/10/2026' })).toBeVisible();

    await user.upload(screen.getByLabelText('Document to upload'), stub);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file type');
    expect(calls.uploadDocument).not.toHaveBeenCalled();

    await screen.findByRole('option', { name: 'Pay Stub' });
    await user.selectOptions(screen.getByLabelText('File type'), 'Pay Stub');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('pay-stub.pdf was uploaded.');
    expect(calls.uploadDocument).toHaveBeenCalledWith(stub, 2);
    expect(await screen.findByRole('rowheader', { name: 'pay-stub.pdf' })).toBeVisible();
  });

  it("shows a refused upload's server message and keeps the list", async () => {
    const user = userEvent.setup();
    renderSection({
      fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(async () => [SEEDED]),
      uploadDocument: jest.fn<ProfileCalls['uploadDocument']>(async () => ({
        ok: false,
        message: 'Files of type .exe are not accepted.',
      })),
    });
    await screen.findByRole('option', { name: 'Pay Stub' });
    await user.selectOptions(screen.getByLabelText('File type'), 'Pay Stub');
    await user.upload(screen.getByLabelText('Document to upload'), stub);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Files of type .exe are not accepted.',
    );
    expect(screen.getByRole('rowheader', { name: 'proof-of-insurance.pdf' })).toBeVisible();
  });

  it('refuses a file over the 5 MB limit before sending it', async () => {
    const user = userEvent.setup();
    const calls = renderSection({
      fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(async () => [SEEDED]),
    });
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
    expect(calls.uploadDocument).not.toHaveBeenCalled();
  });

  it('says so when the file types cannot be loaded', async () => {
    renderSection({
      fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(async () => []),
      fetchFileTypes: jest.fn<ProfileCalls['fetchFileTypes']>(async () => {
        throw new Error('offline');
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot connect to the service to get file types.',
    );
    expect(screen.getByText('You have not uploaded any documents.')).toBeVisible();
  });
});

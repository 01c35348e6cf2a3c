import { describe, expect, it, jest } from '@jest/globals';
import { ok } from '@portal/wire/api-result';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileDocument } from '../rules/profile-model';
import type { ProfileCalls } from '../hooks/use-profile-calls';
import { fakeCalls, WithCalls } from '../testing/profile-fixtures';
import { ProfileDocumentsSection } from './profile-documents-section';

const SEEDED: ProfileDocument = {
  fileId: '7',
  displayName: 'proof-of-insurance.pdf',
  displayFormat: 'pdf',
  dateUploaded: '2026-11-10T09:00:00Z',
};

function renderSection(overrides: Partial<ProfileCalls>) {
  const calls = fakeCalls({
    fetchFileTypes: jest.fn<ProfileCalls['fetchFileTypes']>(async () =>
      ok([{ id: 2, description: 'Pay Stub' }]),
    ),
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
      fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(async () =>
        ok([...list]),
      ),
      uploadDocument: jest.fn<ProfileCalls['uploadDocument']>(async (file) => {
        list.unshift({ ...SEEDED, fileId: '8', displayName: file.name });
        return ok(true as const);
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
    expect(calls.uploadDocument).toHaveBeenCalledWith(stub, 2, expect.any(Function));
    expect(await screen.findByRole('rowheader', { name: 'pay-stub.pdf' })).toBeVisible();
  });

  it("shows a refused upload's server message and keeps the list", async () => {
    const user = userEvent.setup();
    renderSection({
      fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(async () =>
        ok([SEEDED]),
      ),
      uploadDocument: jest.fn<ProfileCalls['uploadDocument']>(async () => ({
        kind: 'refused',
        code: 'Files of type .exe are not accepted.',
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

  it('shows the share of the file sent while it uploads, and no bar once it is done', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    renderSection({
      fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(async () => ok([])),
      uploadDocument: jest.fn<ProfileCalls['uploadDocument']>(
        (_file, _type, onProgress) =>
          new Promise((resolve) => {
            onProgress?.({ loaded: 1024, total: 4096 });
            finish = () => resolve(ok(true as const));
          }),
      ),
    });
    await screen.findByRole('option', { name: 'Pay Stub' });
    await user.selectOptions(screen.getByLabelText('File type'), 'Pay Stub');
    await user.upload(screen.getByLabelText('Document to upload'), stub);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of pay-stub.pdf' });
    expect(bar).toHaveAttribute('value', '25');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('status')).toHaveTextContent('pay-stub.pdf was uploaded.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file over the 5 MB limit before sending it', async () => {
    const user = userEvent.setup();
    const calls = renderSection({
      fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(async () =>
        ok([SEEDED]),
      ),
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
      fetchCustomerDocuments: jest.fn<ProfileCalls['fetchCustomerDocuments']>(async () => ok([])),
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

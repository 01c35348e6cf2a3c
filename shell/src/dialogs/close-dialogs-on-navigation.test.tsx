import { beforeAll, describe, expect, it } from '@jest/globals';
import { dialogViews } from './load-dialog-views';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { Link } from '@portal/ui/link';
import { CloseDialogsOnNavigation } from './close-dialogs-on-navigation';
import { DialogHost } from './dialog-host';
import { createDialogQueue } from './dialog-store';
import { createShellDialogs } from './shell-dialogs';

function Page() {
  const navigate = useNavigate();
  return (
    <>
      <p>At {useLocation().pathname}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <Link to="/myaccount/dashboard">Dashboard</Link>
    </>
  );
}

function setUp() {
  const queue = createDialogQueue();
  const dialogs = createShellDialogs(queue);
  render(
    <MemoryRouter initialEntries={['/myaccount/dashboard', '/myaccount/payment']} initialIndex={1}>
      <Page />
      <CloseDialogsOnNavigation queue={queue} />
      <DialogHost queue={queue} />
    </MemoryRouter>,
  );
  return { dialogs };
}

// The dialogs' code is already here, as after the borrower's first input (load-dialog-views.test).
beforeAll(() => dialogViews.load());

describe('dialogs close on navigation', () => {
  it('Back while a confirm is open closes it and answers it as cancelled', async () => {
    const { dialogs } = setUp();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.confirm({ text: 'Are you sure you want to submit?', confirmLabel: 'Yes' });
    });
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to submit?' }),
    ).toBeVisible();
    // The dialog is modal, so Back comes from the browser, not from the page.
    await userEvent.click(screen.getByRole('button', { name: 'Back', hidden: true }));
    expect(screen.getByText('At /myaccount/dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(answer).resolves.toBe(false);
  });

  it('every pending dialog goes, the queued ones included', async () => {
    const { dialogs } = setUp();
    let agree: Promise<void> | undefined;
    let queued: Promise<boolean> | undefined;
    act(() => {
      agree = dialogs.showAgreeText({ title: 'Terms', html: '<p>Terms</p>' });
      queued = dialogs.confirm({ text: 'Then this?' });
    });
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard', hidden: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(agree).resolves.toBeUndefined();
    await expect(queued).resolves.toBe(false);
  });

  it('a dialog opened on the new page stays', () => {
    const { dialogs } = setUp();
    act(() => {
      void dialogs.confirm({ text: 'Still here?' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Still here?' })).toBeVisible();
  });
});

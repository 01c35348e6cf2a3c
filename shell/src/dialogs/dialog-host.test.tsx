import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { dialogViews } from './load-dialog-views';
import { getPortal, sessionFromLogin } from '@portal/shared-contracts';
import { getUserToken } from '@portal/api-contract/shell/user-token';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { answer } from '@portal/area-testing/handlers';
import { institutionSettings } from '@portal/settings/application-options';
import { DialogHost } from './dialog-host';
import { createDialogQueue } from './dialog-store';
import { createShellDialogs } from './shell-dialogs';

function setUp() {
  const queue = createDialogQueue();
  const dialogs = createShellDialogs(queue);
  render(
    <>
      <button type="button">Trigger</button>
      <DialogHost queue={queue} />
    </>,
  );
  return { queue, dialogs, user: userEvent.setup() };
}

// The dialogs' code is already here, as after the borrower's first input (load-dialog-views.test).
beforeAll(() => dialogViews.load());

describe('the shell dialogs', () => {
  it('confirm: named by its title, focus moves in, and the confirm label resolves true', async () => {
    const { dialogs, user } = setUp();
    screen.getByRole('button', { name: 'Trigger' }).focus();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.confirm({
        title: 'Delete payment',
        text: 'Delete this payment?',
        confirmLabel: 'Delete',
        cancelLabel: 'Keep',
        icon: 'money',
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Delete payment' });
    expect(dialog).toHaveAccessibleDescription(/Delete this payment\?/);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelector('[data-icon="money"]')).not.toBeNull();
    expect(dialog).toHaveStyle({ width: 'min(350px, calc(100vw - 2rem))' });
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Trigger' })).toHaveFocus();
  });

  it('confirm: shows what a yes will do above the question, and no glyph in its text', async () => {
    const { dialogs, user } = setUp();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.confirm({
        text: 'Are you sure you want to submit?',
        details: [
          { label: 'Loan', value: 'Auto Loan 0001-1002347' },
          { label: 'Total', value: '$152.50' },
        ],
        icon: 'money',
        confirmLabel: 'Yes',
        cancelLabel: 'No',
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to submit?' });
    expect(within(dialog).getByText('Loan').nextSibling).toHaveTextContent(
      'Auto Loan 0001-1002347',
    );
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('$152.50');
    expect(dialog).toHaveAccessibleDescription(
      'Loan Auto Loan 0001-1002347 Total $152.50 Are you sure you want to submit?',
    );
    // The money icon is drawn: the only "$" in the dialog's text is the total's.
    expect(dialog.textContent?.match(/\$/g)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('confirm: Escape dismisses as cancel, Tab stays inside the dialog', async () => {
    const { dialogs, user } = setUp();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.confirm({ text: 'Continue?', icon: 'checkmark' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Continue?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('shows one dialog at a time, in the order asked', async () => {
    const { dialogs, user } = setUp();
    act(() => {
      void dialogs.confirm({ title: 'First', text: 'one' });
      void dialogs.confirm({ title: 'Second', text: 'two' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
  });

  it('agree-to-text: sanitises the rich text and closes with Okay', async () => {
    const { dialogs, user } = setUp();
    let closed: Promise<void> | undefined;
    act(() => {
      closed = dialogs.showAgreeText({
        title: 'Texting terms',
        html: '<p>Msg &amp; data rates may apply.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'Texting terms' });
    // Sanitised once DOMPurify has loaded (on demand).
    expect(
      await within(dialog).findByText('Msg & data rates may apply.', { selector: 'p' }),
    ).toBeVisible();
    expect(dialog.innerHTML).not.toMatch(/onerror|<script/);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await expect(closed).resolves.toBeUndefined();
  });

  it('dismissAll answers every pending dialog as cancelled', async () => {
    const { dialogs, queue } = setUp();
    let answers: Promise<unknown>[] = [];
    act(() => {
      answers = [dialogs.confirm({ text: 'a' }), dialogs.showAgreeText({ html: 'b' })];
    });
    act(() => queue.getState().dismissAll());
    await expect(Promise.all(answers)).resolves.toEqual([false, undefined]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the shell notices', () => {
  const withOptions = (shared: Record<string, string>) => {
    const options = institutionSettings({
      gassySettings: { shared, english: {} },
      institutionOptions: {
        PasswordMinimumLength: 8,
        UserNameMinimumLength: 8,
        CdnFolder: '',
        Loan: { Office: 4, Account: 6, CheckDigit: 1 },
        Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
      },
    });
    getPortal().store.getState().setOptions(options);
    getPortal()
      .store.getState()
      .startSession(sessionFromLogin({ UserName: 'borrower1', UserToken: 'tok' }));
  };

  it('apply-for-loan: 300px wide; Continue to Application opens the URL in a new tab', async () => {
    withOptions({ 'Links.ApplyForLoanUrl': 'https://apply.example.com/' });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { dialogs, user } = setUp();
    let wentOn: Promise<boolean> | undefined;
    act(() => {
      wentOn = dialogs.showNotice('applyForLoan');
    });
    const dialog = screen.getByRole('dialog', { name: 'Apply For Loan' });
    expect(dialog).toHaveStyle({ width: 'min(300px, calc(100vw - 2rem))' });
    await user.click(screen.getByRole('button', { name: 'Continue to Application' }));
    expect(open).toHaveBeenCalledWith(
      'https://apply.example.com/',
      '_blank',
      'noopener,noreferrer',
    );
    await expect(wentOn).resolves.toBe(true);
  });

  it('apply-for-loan with only a consumer link: the tab goes to ApplyForLoan with a minted token, not the session token', async () => {
    const { received, store } = fakePortal({
      settings: { 'Links.ConsumerApplicationUrl': 'https://loans.example.com/' },
      handlers: [answer(getUserToken, 'minted-once')],
    });
    const tab = { opener: window as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { dialogs, user } = setUp();
    act(() => {
      void dialogs.showNotice('applyForLoan');
    });
    await user.click(screen.getByRole('button', { name: 'Continue to Application' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    const opened = new URL(tab.location.href, 'http://portal.example');
    expect(opened.pathname).toBe('/api/ApplyForLoan');
    expect(opened.searchParams.get('token')).toBe('minted-once');
    expect(tab.opener).toBeNull();
    const [minted] = await received(getUserToken);
    expect(minted?.body).toEqual({ Purpose: 'ApplyForLoan' });
    expect(tab.location.href).not.toContain(store.getState().session?.userToken ?? '(none)');
    open.mockRestore();
  });

  it('remote locator: says pop-ups must be enabled; Branch Locator opens the configured URL', async () => {
    withOptions({ 'Links.RemoteBranchLocatorUrl': 'https://branches.example.com/' });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { dialogs, user } = setUp();
    act(() => {
      void dialogs.showNotice('remoteBranchLocator');
    });
    const dialog = screen.getByRole('dialog', { name: 'Branch Locator' });
    expect(dialog).toHaveTextContent(/new tab.*pop-ups must be enabled|pop-ups are enabled/i);
    await user.click(screen.getByRole('button', { name: 'Branch Locator' }));
    expect(open).toHaveBeenCalledWith(
      'https://branches.example.com/',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('a notice without a usable URL cannot open anything', () => {
    withOptions({ 'Links.RemoteBranchLocatorUrl': 'javascript:alert(1)' });
    const { dialogs } = setUp();
    act(() => {
      void dialogs.showNotice('remoteBranchLocator');
    });
    expect(screen.getByRole('button', { name: 'Branch Locator' })).toBeDisabled();
    expect(screen.getByText('This link is not available right now.')).toBeInTheDocument();
  });
});

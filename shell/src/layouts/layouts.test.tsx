import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { dialogViews } from '../dialogs/load-dialog-views';
import { getPortal, sessionFromLogin } from '@portal/shared-contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DialogHost } from '../dialogs/dialog-host';
import { dialogQueue } from '../dialogs/dialog-store';
import { installRequestStub } from '../testing/request-stub';
import { setupOptionsWith } from '../testing/setup-options';
import { Footer } from './footer';
import { SignedInLayout } from './signed-in-layout';

installRequestStub();

function signedIn(settings: Record<string, string> = {}) {
  const { store } = getPortal();
  store.getState().setOptions(setupOptionsWith(settings));
  store
    .getState()
    .startSession(
      sessionFromLogin({ UserName: 'borrower1', PersonalName: 'Alex Morgan', UserToken: 'tok' }),
    );
  const router = createMemoryRouter(
    [
      {
        path: '/myaccount',
        element: (
          <>
            <SignedInLayout />
            <DialogHost />
          </>
        ),
        children: [{ path: 'dashboard', element: <h1>My Accounts</h1> }],
      },
    ],
    { initialEntries: ['/myaccount/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

// The dialogs' code is already here, as after the borrower's first input (load-dialog-views.test).
beforeAll(() => dialogViews.load());

describe('signed-in layout', () => {
  afterEach(() =>
    act(() => {
      dialogQueue.getState().dismissAll();
      getPortal().store.getState().endSession();
    }),
  );

  it('shows the personal name, Logout and the default links', () => {
    signedIn();
    expect(screen.getByRole('banner')).toHaveTextContent('Alex Morgan');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const links = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Dashboard', 'Profile', 'Messages', 'Locations', 'FAQ']);
  });

  it('shows every conditional link when the settings switch them on', () => {
    signedIn({
      'Features.LoanApplication': 'true',
      'Features.AchDraftAgreementRequired': 'true',
      'Features.DocumentCenter': 'true',
      'Features.ForceManualContactChange': 'true',
      'Features.RemoteBranchLocator': 'true',
      'Features.HideContactUs': 'true',
    });
    const nav = mainNav();
    for (const name of ['Documents', 'Document Center', 'Contact Info Change']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Messages' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Apply For Loan' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Branch Locator' })).toBeInTheDocument();
  });

  it('Apply For Loan opens the apply-for-loan notice', async () => {
    const user = signedIn({ 'Features.LoanApplication': 'true' });
    await user.click(within(mainNav()).getByRole('button', { name: 'Apply For Loan' }));
    expect(screen.getByRole('dialog', { name: 'Apply For Loan' })).toBeInTheDocument();
  });

  it('Logout asks first; Cancel keeps the session and returns focus to Logout', async () => {
    const user = signedIn();
    const emit = jest.spyOn(getPortal().bus, 'emit');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Logout' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to logout?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    expect(emit).not.toHaveBeenCalledWith('logout', expect.anything());
  });

  it('confirming Logout announces the logout', async () => {
    const user = signedIn();
    const emit = jest.spyOn(getPortal().bus, 'emit').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Logout' }),
    );
    expect(emit).toHaveBeenCalledWith('logout', { reason: 'user' });
  });

  it('the mobile menu opens and closes from its toggle', async () => {
    const user = signedIn();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });
});

describe('footer', () => {
  afterEach(() => act(() => getPortal().store.getState().endSession()));

  const renderFooter = (variant: 'signed-in' | 'signed-out', settings: Record<string, string>) => {
    getPortal().store.getState().setOptions(setupOptionsWith(settings));
    render(<Footer variant={variant} now={new Date(2031, 4, 1)} />);
    return userEvent.setup();
  };

  it('signed in: copyright with the current year and the sanitised rich text', () => {
    renderFooter('signed-in', {
      'Footer.Copyright': 'Lakeside Loan Servicing',
      'Footer.RichText': '<p>Member <b>FDIC</b></p><img src=x onerror="window.hacked=1">',
    });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2031 Lakeside Loan Servicing');
    expect(footer).toHaveTextContent('Member FDIC');
    expect(footer.innerHTML).not.toContain('onerror');
  });

  it('shows up to three https images with their alternative texts, and no others', () => {
    renderFooter('signed-in', {
      'Footer.Image1': 'https://cdn.example.com/ehl.png',
      'Footer.Image1Alt': 'Equal Housing Lender',
      'Footer.Image2': 'javascript:alert(1)',
      'Footer.Image3': 'https://cdn.example.com/fdic.png',
      'Footer.Image3Alt': 'Member FDIC',
    });
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Equal Housing Lender',
      'Member FDIC',
    ]);
  });

  it('signed out: disclosures start hidden and toggle with Show/Hide Disclosures', async () => {
    const user = renderFooter('signed-out', { 'Footer.Disclosures': 'NMLS <b>#000000</b>.' });
    // Hidden, the disclosures are not rendered at all: the sanitiser loads when asked for.
    expect(screen.queryByText(/NMLS/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Disclosures' }));
    expect(await screen.findByText('#000000', { selector: 'b' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide Disclosures' }));
    expect(screen.queryByText(/NMLS/)).toBeNull();
  });
});

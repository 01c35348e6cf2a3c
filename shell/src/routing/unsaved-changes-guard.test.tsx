import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from '@jest/globals';
import { getPortal } from '@portal/shared-contracts';
import { pageErrorState } from '@portal/area-kit/page-error-state';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { DialogHost } from '../dialogs/dialog-host';
import { installRequestStub } from '../testing/request-stub';
import { setupOptionsWith } from '../testing/setup-options';
import { NavigationEvents } from './navigation-events';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

installRequestStub();

const UNSAVED = 'There are unsaved changes on the page, are you sure you want to continue?';

function renderPortal() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NavigationEvents />
            <UnsavedChangesGuard />
            <Link to="/myaccount/dashboard">Dashboard</Link>
            <Outlet />
            <DialogHost />
          </>
        ),
        children: [
          { path: '/myaccount/profile', handle: { title: 'Profile' }, element: <h1>Profile</h1> },
          {
            path: '/myaccount/dashboard',
            handle: { title: 'Dashboard' },
            element: <h1>Dashboard</h1>,
          },
        ],
      },
    ],
    { initialEntries: ['/myaccount/profile'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const setDirty = () =>
  act(() => getPortal().store.getState().setUnsavedChanges({ source: 'profile' }));

describe('unsaved changes (spec 1 §4)', () => {
  afterEach(() => act(() => getPortal().store.getState().setUnsavedChanges(null)));

  it('navigates freely when nothing is unsaved, and titles the page from the route', async () => {
    const { user } = renderPortal();
    expect(document.title).toBe('Profile | Borrower Portal');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Borrower Portal');
  });

  it('No cancels the navigation and keeps the flag', async () => {
    const { user } = renderPortal();
    setDirty();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Unsaved Changes' }),
    ).toHaveAccessibleDescription(UNSAVED);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(getPortal().store.getState().unsavedChanges).toEqual({ source: 'profile' });
  });

  it('Yes clears the flag and continues', async () => {
    const { user } = renderPortal();
    setDirty();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(getPortal().store.getState().unsavedChanges).toBeNull();
  });

  it('warns before the browser unloads a dirty page, and not once it is clean', () => {
    renderPortal();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    setDirty();
    expect(unload()).toBe(true);
    act(() => getPortal().store.getState().setUnsavedChanges(null));
    expect(unload()).toBe(false);
  });

  it('an area announcing unsaved changes on the bus sets the same flag', () => {
    renderPortal();
    act(() => getPortal().bus.emit('unsaved-changes', { dirty: true, source: 'loanDetails' }));
    expect(getPortal().store.getState().unsavedChanges).toEqual({ source: 'loanDetails' });
    act(() => getPortal().bus.emit('unsaved-changes', { dirty: false, source: 'loanDetails' }));
    expect(getPortal().store.getState().unsavedChanges).toBeNull();
  });
});

describe('navigation end (spec 1 §2)', () => {
  it('sends a page view to each configured analytics setup, and clears the page error', async () => {
    getPortal()
      .store.getState()
      .setOptions(setupOptionsWith({ 'Analytics.GoogleTagId': 'G-TEST1234' }));
    delete window.dataLayer;
    const { user } = renderPortal();
    act(() => getPortal().store.getState().setPageError('Something failed'));
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(getPortal().store.getState().pageError).toBeNull();
    expect(window.dataLayer).toEqual([
      [
        'event',
        'page_view',
        expect.objectContaining({ send_to: 'G-TEST1234', page_path: '/myaccount/profile' }),
      ],
      [
        'event',
        'page_view',
        expect.objectContaining({
          send_to: 'G-TEST1234',
          page_path: '/myaccount/dashboard',
          page_title: 'Dashboard | Borrower Portal',
        }),
      ],
    ]);
  });

  it("keeps the page error a redirect carries, so the failed page's banner shows where it lands", async () => {
    const { router } = renderPortal();
    await act(() =>
      router.navigate('/myaccount/dashboard', {
        replace: true,
        state: pageErrorState('An error occurred while trying to load that page.'),
      }),
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(getPortal().store.getState().pageError).toBe(
      'An error occurred while trying to load that page.',
    );
    await act(() => router.navigate('/myaccount/profile'));
    expect(getPortal().store.getState().pageError).toBeNull();
  });
});

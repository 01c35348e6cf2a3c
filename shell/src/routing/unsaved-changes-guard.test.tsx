import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, describe, expect, it } from '@jest/globals';
import { dialogViews } from '../dialogs/load-dialog-views';
import { getPortal } from '@portal/shared-contracts';
import { pageErrorState } from '@portal/area-kit/page-error-state';
import { Outlet, UNSAFE_createMemoryHistory, type RouteObject } from 'react-router';
import { Link } from '@portal/ui/link';
import { DialogHost } from '../dialogs/dialog-host';
import { installRequestStub } from '../testing/request-stub';
import { setupOptionsWith } from '../testing/setup-options';
import { gatedHistory } from './gated-history';
import { NavigationEvents } from './navigation-events';
import { PortalRouter } from './portal-router';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

installRequestStub();

const UNSAVED = 'There are unsaved changes on the page, are you sure you want to continue?';

const routes: RouteObject[] = [
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
];

function renderPortal(initialEntries = ['/myaccount/profile']) {
  const history = gatedHistory(
    UNSAFE_createMemoryHistory({
      initialEntries,
      initialIndex: initialEntries.length - 1,
      v5Compat: true,
    }),
  );
  render(<PortalRouter history={history} routes={routes} />);
  return { history, user: userEvent.setup() };
}

const setDirty = () =>
  act(() => getPortal().store.getState().setUnsavedChanges({ source: 'profile' }));

// The dialogs' code is already here, as after the borrower's first input (load-dialog-views.test).
beforeAll(() => dialogViews.load());

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

  it('Back with unsaved changes asks first: No stays on the page, Yes goes back', async () => {
    const { history, user } = renderPortal(['/myaccount/dashboard', '/myaccount/profile']);
    setDirty();
    act(() => history.go(-1));
    expect(screen.getByRole('alertdialog', { name: 'Unsaved Changes' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/myaccount/profile');
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/myaccount/profile');

    act(() => history.go(-1));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/myaccount/dashboard');
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
    const { history } = renderPortal();
    act(() =>
      history.replace(
        '/myaccount/dashboard',
        pageErrorState('An error occurred while trying to load that page.'),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(getPortal().store.getState().pageError).toBe(
      'An error occurred while trying to load that page.',
    );
    act(() => history.push('/myaccount/profile'));
    expect(getPortal().store.getState().pageError).toBeNull();
  });
});

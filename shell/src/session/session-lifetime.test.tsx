import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { dialogViews, type DialogViews } from '../dialogs/load-dialog-views';
import { loadOnce } from '@portal/ui/load-once';
import { getPortal, sessionFromLogin } from '@portal/shared-contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Link } from '@portal/ui/link';
import { installRequestStub } from '../testing/request-stub';
import type { ActivityChannel } from './activity-relay';
import { SessionLifetime } from './session-lifetime';

installRequestStub();

const TIMEOUT_TITLE = 'Your session is about to expire';

function renderAt(
  path: string,
  channel: ActivityChannel | null = null,
  code: typeof dialogViews = dialogViews,
) {
  const bus = { emit: jest.fn() };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SessionLifetime bus={bus} openChannel={() => channel} code={code} />
            <Link to="/home/faq">FAQ</Link>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { bus, router };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const timeoutDialog = () => screen.queryByRole('alertdialog', { name: TIMEOUT_TITLE });

// The dialogs' code is already here, as after the borrower's first input (load-dialog-views.test).
beforeAll(() => dialogViews.load());

describe('session lifetime (spec 1 §4 Idle timeout)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    getPortal()
      .store.getState()
      .startSession(sessionFromLogin({ UserName: 'borrower1', UserToken: 'tok' }));
  });
  afterEach(() => {
    act(() => getPortal().store.getState().endSession());
    jest.useRealTimers();
  });

  it('shows nothing at 179 999 ms, the modal at 180 000 ms, and logs out 120 s later', () => {
    const { bus } = renderAt('/myaccount/dashboard');
    advance(179_999);
    expect(timeoutDialog()).toBeNull();
    advance(1);
    expect(timeoutDialog()).toBeInTheDocument();
    expect(timeoutDialog()).toHaveTextContent('2:00');
    expect(timeoutDialog()).toHaveAccessibleDescription(/logged out in 2 minutes 0 seconds/);
    advance(65_000);
    expect(timeoutDialog()).toHaveTextContent('0:55');
    expect(timeoutDialog()).toHaveAccessibleDescription(/0 minutes 55 seconds/);
    expect(bus.emit).not.toHaveBeenCalledWith('logout', expect.anything());
    advance(55_000);
    expect(bus.emit).toHaveBeenCalledWith('logout', { reason: 'timeout' });
    expect(timeoutDialog()).toBeNull();
  });

  it('still logs out at zero when the modal itself cannot be downloaded', async () => {
    const offline = loadOnce<DialogViews>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { bus } = renderAt('/myaccount/dashboard', null, offline);
    advance(180_000);
    await act(() => Promise.resolve());
    expect(timeoutDialog()).toBeNull();
    expect(bus.emit).toHaveBeenCalledWith('idle', { kind: 'warning', secondsLeft: 120 });
    advance(120_000);
    expect(bus.emit).toHaveBeenCalledWith('logout', { reason: 'timeout' });
  });

  it('moves focus to Resume; Resume keeps the session and restarts the idle period', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { bus } = renderAt('/myaccount/dashboard');
    advance(180_000);
    const resume = screen.getByRole('button', { name: 'Resume' });
    expect(resume).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(timeoutDialog()).toBeNull();
    expect(bus.emit).toHaveBeenCalledWith('idle', { kind: 'resumed' });
    advance(179_000);
    expect(timeoutDialog()).toBeNull();
    expect(bus.emit).not.toHaveBeenCalledWith('logout', expect.anything());
  });

  it.each([
    ['mouse move', () => fireEvent.mouseMove(document)],
    ['key', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['scroll', () => fireEvent.scroll(document)],
    ['wheel', () => fireEvent.wheel(document.body)],
    ['mouse down', () => fireEvent.mouseDown(document.body)],
    ['touch', () => fireEvent.touchStart(document.body)],
  ])('%s counts as activity', (_, act) => {
    renderAt('/myaccount/dashboard');
    advance(170_000);
    act();
    advance(170_000);
    expect(timeoutDialog()).toBeNull();
    advance(10_000);
    expect(timeoutDialog()).toBeInTheDocument();
  });

  it('activity in another tab of the portal keeps this one going, and is told about here', () => {
    const sent: unknown[] = [];
    const channel: ActivityChannel = {
      onmessage: null,
      postMessage: (message) => sent.push(message),
      close: () => undefined,
    };
    renderAt('/myaccount/dashboard', channel);
    advance(170_000);
    act(() => channel.onmessage?.(new MessageEvent('message', { data: 'activity' })));
    advance(170_000);
    expect(timeoutDialog()).toBeNull();
    fireEvent.mouseMove(document);
    expect(sent).toEqual(['activity']);
  });

  it('does not watch on /home pages, and stops when the user goes there', () => {
    renderAt('/home/login');
    advance(400_000);
    expect(timeoutDialog()).toBeNull();
  });

  it('stops watching once the session has ended', () => {
    renderAt('/myaccount/dashboard');
    advance(100_000);
    act(() => getPortal().store.getState().endSession());
    advance(400_000);
    expect(timeoutDialog()).toBeNull();
  });

  it('navigating to /home stops the watch', () => {
    const { router } = renderAt('/myaccount/dashboard');
    advance(100_000);
    act(() => void router.navigate('/home/faq'));
    advance(400_000);
    expect(timeoutDialog()).toBeNull();
  });
});

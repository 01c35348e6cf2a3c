// Wires the idle watch to the page: activity events feed it, the route starts and stops it
// (spec 1 §2), the countdown shows the timeout modal, and zero logs out with reason timeout.
import { getPortal, usePortalState, type EventBus } from '@portal/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { createActivityRelay, openActivityChannel, type ActivityChannel } from './activity-relay';
import {
  ACTIVITY_EVENTS,
  createIdleWatch,
  idleWatchActionFor,
  type IdleWatch,
  type IdleWatchOptions,
} from './idle-watch';
import { dialogViews, useDialogViews, type DialogViews } from '../dialogs/load-dialog-views';
import type { CodeLoader } from '@portal/ui/load-once';
import { reportClientError } from '../lib/shell-services';

interface SessionLifetimeProps {
  bus?: Pick<EventBus, 'emit'>;
  watchOptions?: IdleWatchOptions;
  /** The channel to the portal's other tabs (tests pass their own). */
  openChannel?: () => ActivityChannel | null;
  /** Where the timeout modal's code comes from (tests pass their own). */
  code?: CodeLoader<DialogViews>;
}

export function SessionLifetime({
  bus = getPortal().bus,
  watchOptions,
  openChannel = openActivityChannel,
  code = dialogViews,
}: SessionLifetimeProps) {
  const { pathname } = useLocation();
  const signedIn = usePortalState((state) => Boolean(state.session?.userToken));
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const watchRef = useRef<IdleWatch | null>(null);

  useEffect(() => {
    const watch = createIdleWatch(
      {
        onCountdown(seconds) {
          setSecondsLeft(seconds);
          bus.emit('idle', { kind: 'warning', secondsLeft: seconds });
        },
        onTimeout() {
          setSecondsLeft(null);
          bus.emit('idle', { kind: 'timeout' });
          bus.emit('logout', { reason: 'timeout' });
        },
      },
      watchOptions,
    );
    watchRef.current = watch;
    const relay = createActivityRelay(openChannel(), () => watch.activity());
    const onActivity = () => {
      watch.activity();
      relay.local();
    };
    // Capture on the document: scroll does not bubble, and areas may stop propagation.
    for (const event of ACTIVITY_EVENTS) {
      document.addEventListener(event, onActivity, { capture: true, passive: true });
    }
    return () => {
      watch.stop();
      relay.close();
      for (const event of ACTIVITY_EVENTS) {
        document.removeEventListener(event, onActivity, { capture: true });
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one watch for the shell's lifetime: bus, options and channel are fixed at mount
  }, []);

  useEffect(() => {
    const watch = watchRef.current;
    if (!watch) return;
    const action = idleWatchActionFor(pathname);
    if (signedIn && action === 'start') watch.start();
    if (!signedIn || action === 'stop') watch.stop();
  }, [pathname, signedIn]);

  // A stopped watch shows no countdown. Cleared while rendering (React's "adjust state when a
  // prop changes"), not by a second render from the effect above.
  const stopped = !signedIn || idleWatchActionFor(pathname) === 'stop';
  if (stopped && secondsLeft !== null) setSecondsLeft(null);
  const counting = secondsLeft !== null && !stopped;
  // The timeout modal's code comes with the other dialogs'. Should it fail to load, the
  // countdown still logs out at zero (the watch above); only the warning is missed.
  const views = useDialogViews(
    counting,
    (error) => void reportClientError(error, 'session timeout dialog'),
    code,
  );

  if (!counting || !views) return null;
  return (
    <views.SessionTimeoutDialog
      secondsLeft={secondsLeft}
      onResume={() => {
        watchRef.current?.resume();
        setSecondsLeft(null);
        bus.emit('idle', { kind: 'resumed' });
      }}
    />
  );
}

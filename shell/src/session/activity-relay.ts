// Activity in one of the portal's tabs keeps the others' idle watches going: without it, a tab
// left open in the background would time out and (logout crossing tabs) end the session of a
// borrower who is busy in another tab. Messages are throttled; they carry no data.

export const ACTIVITY_CHANNEL_NAME = 'borrower-portal-activity';
/** At most one message per this many ms: the idle limit is minutes, so this is plenty. */
export const ACTIVITY_RELAY_INTERVAL_MS = 10_000;

export interface ActivityChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface ActivityRelay {
  /** This tab saw activity: tell the others (throttled). */
  local(): void;
  close(): void;
}

export function createActivityRelay(
  channel: ActivityChannel | null,
  onRemoteActivity: () => void,
  now: () => number = Date.now,
): ActivityRelay {
  let lastSent = Number.NEGATIVE_INFINITY;
  if (channel) channel.onmessage = (event) => event.data === 'activity' && onRemoteActivity();
  return {
    local() {
      const time = now();
      if (!channel || time - lastSent < ACTIVITY_RELAY_INTERVAL_MS) return;
      lastSent = time;
      channel.postMessage('activity');
    },
    close() {
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
    },
  };
}

export function openActivityChannel(): ActivityChannel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(ACTIVITY_CHANNEL_NAME);
}

// The portal's typed event bus. Areas talk to the shell (and each other) only through these
// events. Events that a user expects to cross browser tabs (a logout) travel over a
// BroadcastChannel; the receiving tab re-emits them locally marked as coming from another tab.

export type LogoutReason = 'user' | 'unauthorized' | 'timeout' | 'other-tab';

export interface PortalEvents {
  logout: { reason: LogoutReason };
  'unsaved-changes': { dirty: boolean; source: string };
  idle: { kind: 'warning'; secondsLeft: number } | { kind: 'timeout' } | { kind: 'resumed' };
  'session-started': { username: string };
  /** Money moved or an account changed: every area's cache drops what it held of the accounts. */
  'accounts-refreshed': { reason: string };
}

export type PortalEventName = keyof PortalEvents;
type Listener<E extends PortalEventName> = (payload: PortalEvents[E]) => void;

const CROSS_TAB_EVENTS: ReadonlySet<PortalEventName> = new Set<PortalEventName>(['logout']);

interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface EventBus {
  emit<E extends PortalEventName>(event: E, payload: PortalEvents[E]): void;
  on<E extends PortalEventName>(event: E, listener: Listener<E>): () => void;
  close(): void;
}

export interface EventBusOptions {
  /** A channel shared by the portal's tabs; omit it to keep events inside this tab. */
  channel?: ChannelLike | null;
}

export function createEventBus({ channel = null }: EventBusOptions = {}): EventBus {
  const listeners = new Map<PortalEventName, Set<Listener<PortalEventName>>>();

  const deliver = (event: PortalEventName, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      listener(payload as PortalEvents[typeof event]);
    }
  };

  if (channel) {
    channel.onmessage = (message: MessageEvent) => {
      const data: unknown = message.data;
      if (!isCrossTabMessage(data)) return;
      // A logout elsewhere ends this tab's session too, but must not bounce back again.
      if (data.event === 'logout') deliver('logout', { reason: 'other-tab' });
    };
  }

  return {
    emit(event, payload) {
      deliver(event, payload);
      if (channel && CROSS_TAB_EVENTS.has(event)) {
        const relayed =
          event !== 'logout' || (payload as PortalEvents['logout']).reason !== 'other-tab';
        if (relayed) channel.postMessage({ event, payload });
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener<PortalEventName>);
      listeners.set(event, set);
      return () => set.delete(listener as Listener<PortalEventName>);
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}

function isCrossTabMessage(data: unknown): data is { event: PortalEventName; payload: unknown } {
  return (
    typeof data === 'object' &&
    data !== null &&
    'event' in data &&
    typeof data.event === 'string' &&
    CROSS_TAB_EVENTS.has(data.event as PortalEventName)
  );
}

export const PORTAL_CHANNEL_NAME = 'borrower-portal';

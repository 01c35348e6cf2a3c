import { describe, expect, it, jest } from '@jest/globals';
import { createEventBus } from './event-bus';

/** Two tabs' channels wired to each other, as BroadcastChannel does across tabs. */
function channelPair() {
  type Fake = {
    onmessage: ((event: MessageEvent) => void) | null;
    postMessage(m: unknown): void;
    close(): void;
  };
  const make = (): Fake => ({
    onmessage: null,
    postMessage: () => undefined,
    close: () => undefined,
  });
  const a = make();
  const b = make();
  a.postMessage = (data) => b.onmessage?.({ data } as MessageEvent);
  b.postMessage = (data) => a.onmessage?.({ data } as MessageEvent);
  return [a, b] as const;
}

describe('event bus', () => {
  it('delivers an event to every listener until they unsubscribe', () => {
    const bus = createEventBus();
    const listener = jest.fn();
    const off = bus.on('unsaved-changes', listener);
    bus.emit('unsaved-changes', { dirty: true, source: 'profile' });
    off();
    bus.emit('unsaved-changes', { dirty: false, source: 'profile' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ dirty: true, source: 'profile' });
  });

  it('ends the session in the other tab when one tab logs out, without echoing back', () => {
    const [channelA, channelB] = channelPair();
    const tabA = createEventBus({ channel: channelA });
    const tabB = createEventBus({ channel: channelB });
    const inA = jest.fn();
    const inB = jest.fn();
    tabA.on('logout', inA);
    tabB.on('logout', inB);

    tabA.emit('logout', { reason: 'user' });

    expect(inB).toHaveBeenCalledWith({ reason: 'other-tab' });
    expect(inA).toHaveBeenCalledTimes(1);
    expect(inA).toHaveBeenCalledWith({ reason: 'user' });
  });

  it('keeps tab-local events inside the tab', () => {
    const [channelA, channelB] = channelPair();
    const tabA = createEventBus({ channel: channelA });
    const tabB = createEventBus({ channel: channelB });
    const inB = jest.fn();
    tabB.on('unsaved-changes', inB);
    tabA.emit('unsaved-changes', { dirty: true, source: 'x' });
    expect(inB).not.toHaveBeenCalled();
  });
});

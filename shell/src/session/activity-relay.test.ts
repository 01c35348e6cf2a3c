import { describe, expect, it, jest } from '@jest/globals';
import {
  ACTIVITY_RELAY_INTERVAL_MS,
  createActivityRelay,
  type ActivityChannel,
} from './activity-relay';

function fakeChannel() {
  const channel: ActivityChannel & { sent: unknown[]; closed: boolean } = {
    sent: [],
    closed: false,
    onmessage: null,
    postMessage(message) {
      this.sent.push(message);
    },
    close() {
      this.closed = true;
    },
  };
  return channel;
}

describe('activity relay between tabs', () => {
  it('tells the other tabs at most once per interval', () => {
    const channel = fakeChannel();
    let time = 1_000;
    const relay = createActivityRelay(
      channel,
      () => undefined,
      () => time,
    );
    relay.local();
    time += ACTIVITY_RELAY_INTERVAL_MS - 1;
    relay.local();
    expect(channel.sent).toEqual(['activity']);
    time += 1;
    relay.local();
    expect(channel.sent).toEqual(['activity', 'activity']);
  });

  it('counts another tab’s activity as activity here, and ignores other messages', () => {
    const channel = fakeChannel();
    const onRemote = jest.fn();
    createActivityRelay(channel, onRemote);
    channel.onmessage?.(new MessageEvent('message', { data: 'something else' }));
    expect(onRemote).not.toHaveBeenCalled();
    channel.onmessage?.(new MessageEvent('message', { data: 'activity' }));
    expect(onRemote).toHaveBeenCalledTimes(1);
  });

  it('works without a channel (no BroadcastChannel) and closes what it opened', () => {
    expect(() => createActivityRelay(null, () => undefined).local()).not.toThrow();
    const channel = fakeChannel();
    createActivityRelay(channel, () => undefined).close();
    expect(channel.closed).toBe(true);
  });
});

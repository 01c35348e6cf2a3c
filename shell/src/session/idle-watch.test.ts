import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createIdleWatch, formatCountdown, IDLE_LIMIT_MS, idleWatchActionFor } from './idle-watch';

describe('idle watch (spec 1 §4, §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const setUp = () => {
    const countdown: number[] = [];
    const onTimeout = jest.fn();
    const watch = createIdleWatch({ onCountdown: (s) => countdown.push(s), onTimeout });
    watch.start();
    return { watch, countdown, onTimeout };
  };

  it('does nothing at 179 999 ms and starts the countdown from 120 at 180 000 ms', () => {
    const { watch, countdown } = setUp();
    jest.advanceTimersByTime(179_999);
    expect(countdown).toEqual([]);
    expect(watch.phase).toBe('watching');
    jest.advanceTimersByTime(1);
    expect(countdown).toEqual([120]);
    expect(watch.phase).toBe('counting-down');
  });

  it('ticks once a second and times out 120 s after the countdown starts', () => {
    const { countdown, onTimeout } = setUp();
    jest.advanceTimersByTime(IDLE_LIMIT_MS);
    jest.advanceTimersByTime(119_999);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(countdown.at(-1)).toBe(1);
    expect(countdown).toHaveLength(120);
    jest.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(600_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts the idle period on activity', () => {
    const { watch, countdown } = setUp();
    jest.advanceTimersByTime(170_000);
    watch.activity();
    jest.advanceTimersByTime(179_999);
    expect(countdown).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(countdown).toEqual([120]);
  });

  it('ignores activity once the countdown runs: only Resume keeps the session', () => {
    const { watch, countdown, onTimeout } = setUp();
    jest.advanceTimersByTime(IDLE_LIMIT_MS + 10_000);
    watch.activity();
    expect(watch.phase).toBe('counting-down');
    watch.resume();
    expect(watch.phase).toBe('watching');
    jest.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(countdown.at(-1)).toBe(110);
    expect(onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(countdown.at(-1)).toBe(120);
  });

  it('never fires once stopped', () => {
    const { watch, countdown, onTimeout } = setUp();
    watch.stop();
    jest.advanceTimersByTime(IDLE_LIMIT_MS * 3);
    expect(countdown).toEqual([]);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('formatCountdown shows minutes and seconds', () => {
  it.each([
    [120, '2:00'],
    [119, '1:59'],
    [65, '1:05'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('idleWatchActionFor (spec 1 §2)', () => {
  it.each([
    ['/myaccount/dashboard', 'start'],
    ['/myaccount/loanDetails/00011002347', 'start'],
    ['/home/login', 'stop'],
    ['/home/faq', 'stop'],
    ['/opt-out', 'keep'],
  ] as const)('%s → %s', (path, action) => {
    expect(idleWatchActionFor(path)).toBe(action);
  });
});

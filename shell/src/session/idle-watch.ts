// The inactivity watch of spec 1 §4: after IDLE_LIMIT_MS without activity a countdown of
// TIMEOUT_COUNTDOWN_SECONDS starts, ticking once a second; Resume returns to watching, zero
// times out. Pure timer logic (no DOM, no React) so fake timers can prove every boundary.

/** Spec 1 §9: idle limit 180000 ms. */
export const IDLE_LIMIT_MS = 180_000;
/** Spec 1 §9: timeout countdown 120 units, one per second. */
export const TIMEOUT_COUNTDOWN_SECONDS = 120;
const TICK_MS = 1_000;

/** Spec 1 §4: mouse move, key, scroll, wheel, mouse down or touch count as activity. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'keydown',
  'scroll',
  'wheel',
  'mousedown',
  'touchstart',
] as const;

export type IdlePhase = 'stopped' | 'watching' | 'counting-down';

export interface IdleWatchCallbacks {
  /** The countdown started or ticked; secondsLeft runs from the full count down to 1. */
  onCountdown(secondsLeft: number): void;
  /** The countdown reached zero: the session must end. */
  onTimeout(): void;
}

export interface IdleTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface IdleWatchOptions {
  idleLimitMs?: number;
  countdownSeconds?: number;
  timers?: IdleTimers;
}

export interface IdleWatch {
  readonly phase: IdlePhase;
  start(): void;
  stop(): void;
  /** The user did something: restarts the idle period (ignored once the countdown runs). */
  activity(): void;
  /** The user chose Resume: the countdown ends and the session goes on. */
  resume(): void;
}

const globalTimers: IdleTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createIdleWatch(
  callbacks: IdleWatchCallbacks,
  {
    idleLimitMs = IDLE_LIMIT_MS,
    countdownSeconds = TIMEOUT_COUNTDOWN_SECONDS,
    timers = globalTimers,
  }: IdleWatchOptions = {},
): IdleWatch {
  let phase: IdlePhase = 'stopped';
  let idleTimer: unknown = null;
  let tickTimer: unknown = null;
  let secondsLeft = countdownSeconds;

  const clearTimers = () => {
    if (idleTimer !== null) timers.clearTimeout(idleTimer);
    if (tickTimer !== null) timers.clearInterval(tickTimer);
    idleTimer = null;
    tickTimer = null;
  };

  const startCountdown = () => {
    phase = 'counting-down';
    idleTimer = null;
    secondsLeft = countdownSeconds;
    callbacks.onCountdown(secondsLeft);
    tickTimer = timers.setInterval(() => {
      secondsLeft -= 1;
      if (secondsLeft > 0) {
        callbacks.onCountdown(secondsLeft);
        return;
      }
      clearTimers();
      phase = 'stopped';
      callbacks.onTimeout();
    }, TICK_MS);
  };

  const watch = () => {
    clearTimers();
    phase = 'watching';
    idleTimer = timers.setTimeout(startCountdown, idleLimitMs);
  };

  return {
    get phase() {
      return phase;
    },
    start() {
      if (phase === 'stopped') watch();
    },
    stop() {
      clearTimers();
      phase = 'stopped';
    },
    activity() {
      if (phase === 'watching') watch();
    },
    resume() {
      if (phase === 'counting-down') watch();
    },
  };
}

/** The countdown as minutes and seconds: 120 → "2:00", 65 → "1:05", 9 → "0:09". */
export function formatCountdown(secondsLeft: number): string {
  const safe = Math.max(0, Math.floor(secondsLeft));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Spec 1 §2: URLs containing /myaccount start the watch, URLs containing /home stop it. */
export function idleWatchActionFor(pathname: string): 'start' | 'stop' | 'keep' {
  if (pathname.includes('/myaccount')) return 'start';
  if (pathname.includes('/home')) return 'stop';
  return 'keep';
}

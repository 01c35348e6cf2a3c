// What the journeys need of a browser: one small interface, a driver per engine behind it
// (firefox-driver.ts over WebDriver BiDi, webkit-driver.ts over classic WebDriver).

export type Engine = 'firefox' | 'webkit';

export interface EngineDriver {
  readonly engine: Engine;
  /** The phone width it runs at: 320 px (the portal's narrowest), or the narrowest its window allows (the MiniBrowser's 447). */
  readonly narrowestWidth: number;
  /** Sets the viewport's width (CSS px). */
  resize(width: number): Promise<void>;
  /** Replaces the tab with a new one: no history, no session storage. */
  newTab(): Promise<void>;
  /** Loads a URL as a new document. */
  open(url: string): Promise<void>;
  /** Runs `(source)(arg)` in the page and returns its (JSON) result. */
  run<T>(source: string, arg?: unknown): Promise<T>;
  click(selector: string): Promise<void>;
  /** Replaces a field's text as a user does: select all, type. */
  type(selector: string, text: string): Promise<void>;
  back(): Promise<void>;
  /**
   * How many times each URL was requested since the last `open`: the engine's network log
   * (Firefox) or the page's Resource Timing entries (WebKit, whose WebDriver has no log).
   */
  requestCounts(): Promise<Map<string, number>>;
  /** `<link rel=preload>` elements that fired `error` since the last `open` (Firefox only sees them from the start). */
  preloadErrors(): Promise<string[]>;
  quit(): Promise<void>;
}

/** Resource Timing entries per URL: one per download, none for a reused preload. */
export const RESOURCE_TIMING_COUNTS = `() => {
  const counts = {};
  for (const entry of performance.getEntriesByType('resource'))
    counts[entry.name] = (counts[entry.name] || 0) + 1;
  return counts;
}`;

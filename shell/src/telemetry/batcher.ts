// Collects a tab's events into batches of the wire's bounds: a batch is sent when it is full
// (by count or bytes) or when the page asks (on hide); past the tab's bound nothing is kept.
import {
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
  MAX_EVENTS_PER_TAB,
  TELEMETRY_SCHEMA_VERSION,
} from '@portal/telemetry-contract/bounds';
import type { TelemetryEvent } from '@portal/telemetry-contract/batch';

export interface BatcherOptions {
  /** The shell's release version, as every batch names it. */
  shell: string;
  /** Sends one batch's JSON body. */
  send(body: string): void;
  maxEvents?: number;
  maxBytes?: number;
  maxPerTab?: number;
}

export interface Batcher {
  add(event: TelemetryEvent): void;
  /** Sends what is pending, if anything. */
  flush(): void;
}

export function createBatcher({
  shell,
  send,
  maxEvents = MAX_EVENTS_PER_BATCH,
  maxBytes = MAX_BATCH_BYTES,
  maxPerTab = MAX_EVENTS_PER_TAB,
}: BatcherOptions): Batcher {
  let pending: TelemetryEvent[] = [];
  let taken = 0;
  // Labels are ASCII, so a body's length in characters is its length in bytes.
  const bodyOf = (events: TelemetryEvent[]) =>
    JSON.stringify({ schema: TELEMETRY_SCHEMA_VERSION, shell, events });

  const flush = () => {
    if (pending.length === 0) return;
    const body = bodyOf(pending);
    pending = [];
    send(body);
  };

  return {
    add(event) {
      if (taken >= maxPerTab) return;
      taken += 1;
      if (bodyOf([...pending, event]).length > maxBytes) flush();
      pending.push(event);
      if (pending.length >= maxEvents) flush();
    },
    flush,
  };
}

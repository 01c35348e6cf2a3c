import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import {
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
  TelemetryBatchSchema,
  type TelemetryEvent,
} from '@portal/telemetry-contract/batch';
import { createBatcher } from './batcher';

const view: TelemetryEvent = {
  kind: 'page-view',
  area: 'servicing',
  version: '0.1.1',
  variant: 'stable',
  route: 'myaccount/loanDetails/:accountNumber',
};

const collect = (options: { maxEvents?: number; maxBytes?: number; maxPerTab?: number } = {}) => {
  const sent: string[] = [];
  const batcher = createBatcher({ shell: '0.1.0', send: (body) => sent.push(body), ...options });
  const batches = () => sent.map((body) => v.parse(TelemetryBatchSchema, JSON.parse(body)));
  return { batcher, sent, batches };
};

describe('createBatcher', () => {
  it('sends nothing until asked, then one valid batch, and nothing for an empty flush', () => {
    const { batcher, sent, batches } = collect();
    batcher.add(view);
    batcher.add(view);
    expect(sent).toHaveLength(0);
    batcher.flush();
    batcher.flush();
    expect(batches()).toEqual([{ schema: 1, shell: '0.1.0', events: [view, view] }]);
  });

  it('sends a batch as soon as it is full by count', () => {
    const { batcher, batches } = collect();
    for (let i = 0; i < MAX_EVENTS_PER_BATCH + 1; i++) batcher.add(view);
    expect(batches().map((b) => b.events.length)).toEqual([MAX_EVENTS_PER_BATCH]);
    batcher.flush();
    expect(batches().map((b) => b.events.length)).toEqual([MAX_EVENTS_PER_BATCH, 1]);
  });

  it('never sends a batch over the byte bound', () => {
    const { batcher, sent } = collect({ maxEvents: 1000, maxPerTab: 1000 });
    for (let i = 0; i < 500; i++) batcher.add(view);
    batcher.flush();
    expect(sent.length).toBeGreaterThan(1);
    for (const body of sent)
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    expect(
      sent.reduce((n, body) => n + (JSON.parse(body) as { events: unknown[] }).events.length, 0),
    ).toBe(500);
  });

  it('keeps no more than the tab bound in its life', () => {
    const { batcher, batches } = collect({ maxPerTab: 50 });
    for (let i = 0; i < 120; i++) batcher.add(view);
    batcher.flush();
    expect(batches().reduce((n, b) => n + b.events.length, 0)).toBe(50);
  });
});

import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { MAX_EVENTS_PER_BATCH, TelemetryBatchSchema } from './batch';

const view = {
  kind: 'page-view',
  area: 'servicing',
  version: '0.1.1',
  variant: 'stable',
  route: 'myaccount/loanDetails/:accountNumber',
};
const batch = (events: unknown[]) => ({ schema: 1, shell: '0.1.0', events });
const accepts = (value: unknown) => v.safeParse(TelemetryBatchSchema, value).success;

describe('TelemetryBatchSchema', () => {
  it.each([
    ['a page view', view],
    ['an error', { ...view, kind: 'error', type: 'integrity', variant: 'canary' }],
    ['an area load', { ...view, kind: 'area-load', outcome: 'failed', ms: 812 }],
    ['a vital', { ...view, kind: 'vital', name: 'CLS', value: 0.02 }],
    ['a banner', { ...view, kind: 'banner', code: 'payments.submit-failed' }],
    ['an override', { ...view, variant: 'override', version: 'override' }],
  ])('accepts %s', (_, event) => {
    expect(accepts(batch([event]))).toBe(true);
  });

  it.each([
    ['an account number in the route', { ...view, route: 'myaccount/loanDetails/00011002347' }],
    ['a query string in the route', { ...view, route: 'home/activate?token=abc' }],
    ['an unknown area', { ...view, area: 'admin' }],
    ['an unknown variant', { ...view, variant: 'beta' }],
    ['free text as a version', { ...view, version: 'alex@example.com' }],
    ['a field it does not know', { ...view, message: 'Alex Morgan' }],
    ['a banner code of free text', { ...view, kind: 'banner', code: 'Card 4111 declined' }],
    ['a negative duration', { ...view, kind: 'area-load', outcome: 'ok', ms: -1 }],
    ['an unknown kind', { ...view, kind: 'click' }],
  ])('refuses %s', (_, event) => {
    expect(accepts(batch([event]))).toBe(false);
  });

  it('refuses an empty batch and one over the event bound', () => {
    expect(accepts(batch([]))).toBe(false);
    expect(accepts(batch(Array(MAX_EVENTS_PER_BATCH).fill(view)))).toBe(true);
    expect(accepts(batch(Array(MAX_EVENTS_PER_BATCH + 1).fill(view)))).toBe(false);
  });
});

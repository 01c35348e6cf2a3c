import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { BANNER_CODES, isBannerCode } from './banner-codes';
import { TelemetryBatchSchema } from './batch';
import { BANNER_CODE_SHAPE, TELEMETRY_AREAS } from './labels';

describe('BANNER_CODES', () => {
  it.each(BANNER_CODES.map((code) => [code]))(
    '%s fits the wire shape and names an area',
    (code) => {
      expect(code).toMatch(BANNER_CODE_SHAPE);
      expect(TELEMETRY_AREAS).toContain(code.split('.')[0]);
      const event = {
        kind: 'banner',
        code,
        area: 'shell',
        version: '0.1.0',
        variant: 'stable',
        route: 'unknown',
      };
      expect(
        v.safeParse(TelemetryBatchSchema, { schema: 1, shell: '0.1.0', events: [event] }).success,
      ).toBe(true);
    },
  );

  it.each([
    ['payments.submit-failed', true],
    ['payments.unheard-of', false],
    ['There was a problem submitting your payment.', false],
    [undefined, false],
    [null, false],
  ])('isBannerCode(%p) is %p', (value, known) => {
    expect(isBannerCode(value)).toBe(known);
  });
});

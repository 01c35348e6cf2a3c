import { describe, expect, it } from '@jest/globals';
import { checkAreaModule } from './check-area-module';

const Page = () => null;
const module = (overrides: Record<string, unknown> = {}) => ({
  default: { area: 'payments', contractVersion: '1.0.0', version: '1.4.2', Page, ...overrides },
});

describe('checkAreaModule', () => {
  it('accepts a remote built against this contract', () => {
    expect(checkAreaModule('payments', module(), '1.0.0').ok).toBe(true);
  });

  it('accepts a remote built against an older minor', () => {
    expect(checkAreaModule('payments', module({ contractVersion: '1.0.0' }), '1.2.0').ok).toBe(
      true,
    );
  });

  it.each([
    ['2.0.0', '1.0.0'],
    ['1.3.0', '1.2.0'],
    [undefined, '1.0.0'],
  ])('refuses a remote built against %p in a %s shell', (contractVersion, host) => {
    expect(checkAreaModule('payments', module({ contractVersion }), host)).toMatchObject({
      ok: false,
      reason: 'incompatible',
    });
  });

  it.each([
    ['another area', module({ area: 'profile' })],
    ['no page', module({ Page: undefined })],
    ['nothing', null],
    ['a string', 'payments'],
  ])('refuses %s as malformed', (_, exposed) => {
    expect(checkAreaModule('payments', exposed)).toMatchObject({ ok: false, reason: 'malformed' });
  });
});

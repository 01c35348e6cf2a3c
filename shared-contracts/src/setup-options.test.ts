import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { ApplicationOptionsSchema, createSetupOptions } from './setup-options';
import type { SetupOptionKey } from './setup-option-catalogue';

const institutionOptions = {
  Loan: { Office: 4, Account: 6, CheckDigit: 1 },
  Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
};

function reader(shared: Record<string, string>, english: Record<string, string> = {}) {
  return createSetupOptions(
    v.parse(ApplicationOptionsSchema, { gassySettings: { shared, english }, institutionOptions }),
  );
}

describe('setup options reader', () => {
  it.each([
    ['true', true],
    ['True', true],
    [' true ', true],
    ['false', false],
    ['1', false],
    ['', false],
  ])('reads the boolean text %p as %p', (text, expected) => {
    expect(reader({ 'Features.Faq': text }).flag('Features.Faq')).toBe(expected);
  });

  it('prefers the english text over the shared one', () => {
    const options = reader({ 'Login.InfoText': 'shared' }, { 'Login.InfoText': 'english' });
    expect(options.text('Login.InfoText')).toBe('english');
  });

  it('falls back to the catalogue default when the institution sends nothing', () => {
    expect(reader({}).flag('Features.BranchLocator')).toBe(true);
    expect(reader({}).text('Footer.RichText')).toBe('');
  });

  it('fails with "Cannot read option" for a key it does not know', () => {
    expect(() => reader({}).text('Nope.Missing' as SetupOptionKey)).toThrow('Cannot read option');
  });

  it('applies the institution defaults for minimum lengths', () => {
    expect(reader({}).institution.PasswordMinimumLength).toBe(8);
    expect(reader({}).institution.UserNameMinimumLength).toBe(8);
  });

  it('refuses a start-up response without institution options', () => {
    expect(v.safeParse(ApplicationOptionsSchema, { gassySettings: { shared: {} } }).success).toBe(
      false,
    );
  });
});

describe('setup option catalogue', () => {
  it('names no key twice across the areas, so no area silently overrides another', async () => {
    const files = ['identity', 'shell', 'payments', 'servicing', 'profile'];
    const keys = (await Promise.all(files.map((f) => import(`./catalogue/${f}.ts`)))).flatMap(
      (module) =>
        Object.values(module as Record<string, Record<string, string>>).flatMap((options) =>
          Object.keys(options),
        ),
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

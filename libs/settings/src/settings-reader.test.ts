import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { ApplicationOptionsSchema, institutionSettings } from './application-options';
import { COMMON_OPTIONS } from './catalogue/common';
import { IDENTITY_OPTIONS } from './catalogue/identity';
import { SETUP_OPTION_DEFAULTS, type SetupOptionKey } from './setup-option-catalogue';
import { readerOf } from './settings-reader';

// The whole catalogue, and the part one app bundles (the common keys and the identity area's).
const wholeReader = readerOf(SETUP_OPTION_DEFAULTS);
const identityReader = readerOf({ ...COMMON_OPTIONS, ...IDENTITY_OPTIONS });

const institutionOptions = {
  Loan: { Office: 4, Account: 6, CheckDigit: 1 },
  Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
};

function reader(shared: Record<string, string>, english: Record<string, string> = {}) {
  return wholeReader(
    institutionSettings(
      v.parse(ApplicationOptionsSchema, { gassySettings: { shared, english }, institutionOptions }),
    ),
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
    expect(() => wholeReader(null).text('Nope.Missing' as SetupOptionKey)).toThrow(
      'Cannot read option',
    );
  });

  it('applies the institution defaults for minimum lengths', () => {
    expect(reader({}).institution?.PasswordMinimumLength).toBe(8);
    expect(reader({}).institution?.UserNameMinimumLength).toBe(8);
  });

  it.each([
    ['600', 600],
    ['', 2500],
    ['lots', 2500],
  ])(
    'reads the number text %p of Payments.CardMaximum as %p (catalogue default 2500.00)',
    (text, n) => {
      expect(reader({ 'Payments.CardMaximum': text }).number('Payments.CardMaximum')).toBe(n);
    },
  );

  it('gives the catalogue defaults before the settings arrive, not empty texts', () => {
    const before = wholeReader(null);
    expect(before.flag('Features.ConfirmPassword')).toBe(true);
    expect(before.number('Payments.MaxPayoffPercent')).toBe(100);
    expect(before.institution).toBeNull();
  });

  // An app bundles the common keys and its own: another area's defaults are not in it.
  it("gives an app the common keys and its own, not another area's defaults", () => {
    expect(identityReader(null).flag('Payments.DisableEZPayOption')).toBe(false);
    expect(identityReader(null).flag('Features.ConfirmPassword')).toBe(true);
    expect(identityReader(null).lookup('Payments.CardFeeText')).toBeUndefined();
    expect(identityReader(null).lookup('Faq.RatesText')).toBeUndefined();
    expect(wholeReader(null).lookup('Payments.CardFeeText')).toBe(
      'A processing fee applies to card payments.',
    );
  });

  it('looks up a key a setting names: catalogued, sent by the institution, or unknown', () => {
    const options = reader({ 'Custom.Message': 'Call us' });
    expect(options.lookup('Custom.Message')).toBe('Call us');
    expect(options.lookup('Features.BranchLocator')).toBe('true');
    expect(options.lookup('Nope.Missing')).toBeUndefined();
  });

  it('reads a key this build catalogues even when the shell that loaded the settings is older', () => {
    // The store holds data only, so a key new in this remote reads as this remote's default.
    const institution = {
      ...institutionOptions,
      PasswordMinimumLength: 8,
      UserNameMinimumLength: 8,
      CdnFolder: '',
    };
    const options = identityReader({ texts: { 'Features.MfaLogin': 'true' }, institution });
    expect(options.text('Login.BackgroundFile')).toBe('');
    expect(options.flag('Features.MfaLogin')).toBe(true);
  });

  it('refuses a start-up response without institution options', () => {
    expect(v.safeParse(ApplicationOptionsSchema, { gassySettings: { shared: {} } }).success).toBe(
      false,
    );
  });
});

describe('setup option catalogue', () => {
  it('names no key twice across the areas, so no area silently overrides another', async () => {
    const files = ['common', 'identity', 'shell', 'payments', 'servicing', 'profile'];
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

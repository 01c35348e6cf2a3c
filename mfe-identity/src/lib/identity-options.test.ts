import { describe, expect, it } from '@jest/globals';
import {
  InstitutionOptionsSchema,
  SetupOptionError,
  type SetupOptions,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { optionReader } from './identity-options';

/** Settings as a shell built before 'Login.BackgroundFile' existed reads them. */
const olderShell: SetupOptions = {
  text: (key) => {
    if (key === 'Login.BackgroundFile') throw new SetupOptionError(key);
    return key === 'Features.MfaLogin' ? 'true' : '';
  },
  flag: (key) => key === 'Features.MfaLogin',
  institution: v.parse(InstitutionOptionsSchema, {
    Loan: { Office: 4, Account: 6, CheckDigit: 1 },
    Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
  }),
};

describe('identity option reader', () => {
  it('reads what the shell knows', () => {
    expect(optionReader(olderShell).flag('Features.MfaLogin')).toBe(true);
  });

  it("falls back to this area's default for a key an older shell refuses", () => {
    expect(optionReader(olderShell).text('Login.BackgroundFile')).toBe('');
  });

  it('uses the catalogue defaults before the settings arrive', () => {
    expect(optionReader(null).flag('Features.ConfirmPassword')).toBe(true);
  });
});

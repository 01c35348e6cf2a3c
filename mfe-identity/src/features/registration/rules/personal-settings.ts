// Which personal fields registration asks for, and how (spec 1 §2, §5 Registration personal),
// read once from the institution's settings.
import type { IdentitySettings as Settings } from '../../../lib/identity-settings';
import { registrationSsnDigits } from './account-number-mask';

export interface PersonalSettings {
  fixedType: 'Loan' | 'Deposit' | null;
  accountNumberRequired: boolean;
  ssnDigits: number;
  hideDateOfBirth: boolean;
  hideZip: boolean;
  hidePhone: boolean;
}

export function personalSettings(options: Settings): PersonalSettings {
  const fixed = options.text('Registration.FixedAccountType').trim();
  const accountNumberRequired = !options.flag('Registration.DoNotRequireAccountNumber');
  return {
    fixedType: fixed === 'Loan' || fixed === 'Deposit' ? fixed : null,
    accountNumberRequired,
    ssnDigits: registrationSsnDigits(accountNumberRequired, options.text('Registration.SsnDigits')),
    hideDateOfBirth: options.flag('Registration.HideDateOfBirth'),
    hideZip: options.flag('Registration.HideZip'),
    hidePhone: options.flag('Registration.HidePhone'),
  };
}

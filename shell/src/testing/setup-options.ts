import { institutionSettings } from '@portal/settings/application-options';
import type { InstitutionSettings } from '@portal/shared-contracts';

/** Setup options as the back end would send them: catalogue defaults plus these values. */
export function setupOptionsWith(shared: Record<string, string> = {}): InstitutionSettings {
  return institutionSettings({
    gassySettings: { shared, english: {} },
    institutionOptions: {
      PasswordMinimumLength: 8,
      UserNameMinimumLength: 8,
      CdnFolder: '',
      Loan: { Office: 4, Account: 6, CheckDigit: 1 },
      Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
    },
  });
}

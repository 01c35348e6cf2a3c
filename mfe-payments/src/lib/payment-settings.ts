// The payments area reads its own settings (notices, limits, texts) besides every app's: it alone
// bundles the whole catalogue, so no other page downloads the payments defaults (issue 14).
import {
  SETUP_OPTION_DEFAULTS,
  type SetupOptionKey,
} from '@portal/settings/setup-option-catalogue';
import { readerOf, type Settings } from '@portal/settings/settings-reader';
import { settingsHook } from '@portal/settings/use-settings';

export type PaymentSettings = Settings<SetupOptionKey>;

export const usePaymentSettings = settingsHook(readerOf(SETUP_OPTION_DEFAULTS));

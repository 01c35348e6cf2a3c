import type { SetupOptionKey } from '@portal/settings/setup-option-catalogue';
import type { ActiveSettings } from './active-settings.ts';
import { INSTITUTION_OPTIONS } from './institution-options.ts';

/** Texts that the back end also serves in the language bucket (`english`). */
const TEXT_GROUPS = ['Footer.', 'Login.', 'Dashboard.', 'Agreements.Agreement'];

const isText = (key: string): boolean =>
  TEXT_GROUPS.some((prefix) => key.startsWith(prefix)) &&
  !key.startsWith('Footer.Image') &&
  !key.endsWith('Url');

export function buildApplicationOptions(settings: ActiveSettings) {
  const shared: Record<string, string> = { ...settings.options };
  const english: Record<string, string> = {};
  for (const [key, value] of Object.entries(settings.options) as [SetupOptionKey, string][]) {
    if (isText(key)) english[key] = value;
  }
  return { gassySettings: { shared, english }, institutionOptions: INSTITUTION_OPTIONS };
}

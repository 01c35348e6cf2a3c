// The identity area's settings: the keys every app reads and its own (issue 14: no page pays for another
// area's defaults). Every screen of this app reads settings through here.
import { appSettings, type Settings } from '@portal/settings/app-settings';
import { COMMON_OPTIONS } from '@portal/settings/catalogue/common';
import { IDENTITY_OPTIONS } from '@portal/settings/catalogue/identity';

const CATALOGUE = { ...COMMON_OPTIONS, ...IDENTITY_OPTIONS };

export type IdentityOptionKey = keyof typeof CATALOGUE;
export type IdentitySettings = Settings<IdentityOptionKey>;

export const { readSettings, useSettings } = appSettings(CATALOGUE);

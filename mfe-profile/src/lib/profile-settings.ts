// The profile area's settings: the keys every app reads and its own (issue 14: no page pays for another
// area's defaults). Every screen of this app reads settings through here.
import { appSettings, type Settings } from '@portal/settings/app-settings';
import { COMMON_OPTIONS } from '@portal/settings/catalogue/common';
import { PROFILE_OPTIONS } from '@portal/settings/catalogue/profile';

const CATALOGUE = { ...COMMON_OPTIONS, ...PROFILE_OPTIONS };

export type ProfileOptionKey = keyof typeof CATALOGUE;
export type ProfileSettings = Settings<ProfileOptionKey>;

export const { readSettings, useSettings } = appSettings(CATALOGUE);

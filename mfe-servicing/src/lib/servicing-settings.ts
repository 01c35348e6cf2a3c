// The servicing area's settings: the keys every app reads and its own (issue 14: no page pays for another
// area's defaults). Every screen of this app reads settings through here.
import { appSettings, type Settings } from '@portal/settings/app-settings';
import { COMMON_OPTIONS } from '@portal/settings/catalogue/common';
import { SERVICING_OPTIONS } from '@portal/settings/catalogue/servicing';

const CATALOGUE = { ...COMMON_OPTIONS, ...SERVICING_OPTIONS };

export type ServicingOptionKey = keyof typeof CATALOGUE;
export type ServicingSettings = Settings<ServicingOptionKey>;

export const { readSettings, useSettings } = appSettings(CATALOGUE);

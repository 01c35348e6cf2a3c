// The shell's settings: the keys every app reads and its own (issue 14: no page pays for another
// area's defaults). Every screen of this app reads settings through here.
import { appSettings, type Settings } from '@portal/settings/app-settings';
import { COMMON_OPTIONS } from '@portal/settings/catalogue/common';
import { SHELL_OPTIONS } from '@portal/settings/catalogue/shell';

const CATALOGUE = { ...COMMON_OPTIONS, ...SHELL_OPTIONS };

export type ShellOptionKey = keyof typeof CATALOGUE;
export type ShellSettings = Settings<ShellOptionKey>;

export const { readSettings, useSettings } = appSettings(CATALOGUE);

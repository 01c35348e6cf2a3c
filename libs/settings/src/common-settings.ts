// The keys every app bundles (catalogue/common.ts), for the build-time libraries that read
// settings on their own (password rules): whichever app bundles such a library has these too.
import { appSettings } from './app-settings';
import { COMMON_OPTIONS } from './catalogue/common';

export type CommonOptionKey = keyof typeof COMMON_OPTIONS;

export const { readSettings: readCommonSettings, useSettings: useCommonSettings } =
  appSettings(COMMON_OPTIONS);

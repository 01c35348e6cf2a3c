// The one list of institution setting keys ("group.name") with their defaults, assembled from
// one file per area (catalogue/) so each team adds its keys without editing another's, and the
// keys more than one app reads (catalogue/common.ts).
// The sandbox's profiles are written against it, so a misspelt key is a compile error rather
// than a silently missing feature; each app reads settings with the part of it that it bundles
// (app-settings.ts).
// Booleans travel as the text 'true' / 'false', exactly as the back end sends them.
// Plain data, imported with .ts extensions: the sandbox (Node type stripping) imports it directly.
import { COMMON_OPTIONS } from './catalogue/common.ts';
import { IDENTITY_OPTIONS } from './catalogue/identity.ts';
import { PAYMENTS_OPTIONS } from './catalogue/payments.ts';
import { PROFILE_OPTIONS } from './catalogue/profile.ts';
import { SERVICING_OPTIONS } from './catalogue/servicing.ts';
import { SHELL_OPTIONS } from './catalogue/shell.ts';

export const SETUP_OPTION_DEFAULTS = {
  ...COMMON_OPTIONS,
  ...IDENTITY_OPTIONS,
  ...SHELL_OPTIONS,
  ...SERVICING_OPTIONS,
  ...PROFILE_OPTIONS,
  ...PAYMENTS_OPTIONS,
} as const satisfies Record<string, string>;

export type SetupOptionKey = keyof typeof SETUP_OPTION_DEFAULTS;

export const SETUP_OPTION_KEYS = Object.keys(SETUP_OPTION_DEFAULTS) as SetupOptionKey[];

// The one list of institution setting keys ("group.name") with their defaults, assembled from
// one file per area (catalogue/) so each team adds its keys without editing another's.
// Every area reads settings through this catalogue, and the sandbox's profiles are written
// against it, so a misspelt key is a compile error rather than a silently missing feature.
// Booleans travel as the text 'true' / 'false', exactly as the back end sends them.
// Plain data, imported with .ts extensions: the sandbox (Node type stripping) imports it directly.
// The whole list is what the sandbox serves and what the payments area reads; the other apps
// bundle only the keys every app may read (portal-option-catalogue.ts).
import { PAYMENTS_OPTIONS } from './catalogue/payments.ts';
import { PORTAL_OPTION_DEFAULTS } from './portal-option-catalogue.ts';

export const SETUP_OPTION_DEFAULTS = {
  ...PORTAL_OPTION_DEFAULTS,
  ...PAYMENTS_OPTIONS,
} as const satisfies Record<string, string>;

export type SetupOptionKey = keyof typeof SETUP_OPTION_DEFAULTS;

export const SETUP_OPTION_KEYS = Object.keys(SETUP_OPTION_DEFAULTS) as SetupOptionKey[];

// The setting keys every app may read, with their defaults: each app bundles these. The payments
// area's own keys (its notices, limits and texts, the largest part) are bundled by that area
// alone, through payments-option-catalogue.ts, so no other page downloads them (issue 14).
// Plain data, imported with .ts extensions: the sandbox (Node type stripping) imports it directly.
import { IDENTITY_OPTIONS } from './catalogue/identity.ts';
import { PROFILE_OPTIONS } from './catalogue/profile.ts';
import { SERVICING_OPTIONS } from './catalogue/servicing.ts';
import { SHELL_OPTIONS } from './catalogue/shell.ts';

export const PORTAL_OPTION_DEFAULTS = {
  ...IDENTITY_OPTIONS,
  ...SHELL_OPTIONS,
  ...SERVICING_OPTIONS,
  ...PROFILE_OPTIONS,
} as const satisfies Record<string, string>;

export type PortalOptionKey = keyof typeof PORTAL_OPTION_DEFAULTS;

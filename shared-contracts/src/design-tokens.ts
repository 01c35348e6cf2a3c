// The design tokens of the runtime contract (styles/tokens.css defines them on :root; a test
// keeps the list and the file equal). Areas style with var(--portal-…) only, so the shell can
// re-brand every area and an area's look never hangs on the shell's private class names.
// Since 1.3.0. Removing or renaming a token is a major version, adding one a minor. 2.3.0 adds
// the dark scheme (same names, prefers-color-scheme), on-error, success-bg, the heading and
// display sizes, space-12, the control height, radius-large, the card shadow and motion.

export const DESIGN_TOKENS = [
  '--portal-color-text',
  '--portal-color-muted',
  '--portal-color-brand',
  '--portal-color-brand-dark',
  '--portal-color-brand-tint',
  '--portal-color-on-brand',
  '--portal-color-surface',
  '--portal-color-page',
  '--portal-color-border',
  '--portal-color-border-strong',
  '--portal-color-error',
  '--portal-color-error-bg',
  '--portal-color-on-error',
  '--portal-color-success',
  '--portal-color-success-bg',
  '--portal-color-warning-text',
  '--portal-color-warning-bg',
  '--portal-color-warning-border',
  '--portal-color-disabled',
  '--portal-color-skeleton',
  '--portal-color-shadow',
  '--portal-color-backdrop',
  '--portal-font-family',
  '--portal-font-size-small',
  '--portal-font-size-base',
  '--portal-font-size-large',
  '--portal-font-size-title',
  '--portal-font-size-heading',
  '--portal-font-size-display',
  '--portal-font-weight-semibold',
  '--portal-font-weight-bold',
  '--portal-line-height',
  '--portal-line-height-heading',
  '--portal-space-1',
  '--portal-space-2',
  '--portal-space-3',
  '--portal-space',
  '--portal-space-5',
  '--portal-space-6',
  '--portal-space-8',
  '--portal-space-12',
  '--portal-control-height',
  '--portal-radius',
  '--portal-radius-small',
  '--portal-radius-large',
  '--portal-shadow-card',
  '--portal-shadow-raised',
  '--portal-motion-duration',
  '--portal-motion-easing',
  '--portal-focus-ring-color',
  '--portal-focus-ring-width',
  '--portal-focus-ring-offset',
] as const;

export type DesignToken = (typeof DESIGN_TOKENS)[number];

/** The tokens the institution's settings colour at run time (Branding.*). */
export const BRAND_COLOUR_TOKENS = {
  'Branding.ColorPrimary': '--portal-color-brand',
  'Branding.ColorPrimaryDark': '--portal-color-brand-dark',
} as const satisfies Record<string, DesignToken>;

/**
 * The inputs tokens.css reads the brand tokens from, one per scheme (since 2.3.0): the shell
 * sets them to brandTones() of the settings, so the brand stays AA in light and dark.
 */
export const BRAND_TONE_INPUTS = {
  light: { brand: '--portal-brand-light', brandStrong: '--portal-brand-light-strong' },
  dark: { brand: '--portal-brand-dark', brandStrong: '--portal-brand-dark-strong' },
} as const;

/**
 * Breakpoints are documented values, not custom properties: a media query cannot read var().
 * Every stylesheet writes these exact values (max-width: value - 1/16 rem for "below").
 */
export const BREAKPOINTS = {
  /** Below it, a label sits above its figure. */
  phone: '30rem',
  /** Below it, the header's Menu and the sticky mobile bar replace the desktop navigation. */
  mobileNav: '40rem',
  /** Below it, tables stack into labelled rows. */
  tablet: '48rem',
} as const;

// The label values telemetry may carry. Each is a closed set (or a bounded shape the receiver
// narrows further to what is published), so no event can carry free text from a page.

/** Where an event happened: an area of the portal, or the shell around them. */
export const TELEMETRY_AREAS = ['shell', 'identity', 'payments', 'servicing', 'profile'] as const;
export type TelemetryArea = (typeof TELEMETRY_AREAS)[number];

/**
 * Which copy of the area a tab runs: the live version, the canary a share of browsers gets, or
 * a team's override (docs/decisions/008), which never counts as a borrower's.
 */
export const VARIANTS = ['stable', 'canary', 'override'] as const;
export type Variant = (typeof VARIANTS)[number];

export const ERROR_TYPES = [
  'uncaught',
  'unhandled-rejection',
  'boundary',
  'area-load',
  'integrity',
  'csp',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITALS)[number];

export const LOAD_OUTCOMES = ['ok', 'failed'] as const;
export type LoadOutcome = (typeof LOAD_OUTCOMES)[number];

/** A release version as remotes.json names it (`0.1.2`, `local` for an unpublished build). */
export const VERSION_SHAPE = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$/;

/** The version an override reports: its build is not a published release. */
export const OVERRIDE_VERSION = 'override';

/** A borrower-visible error banner's catalogue code (`payments.submit-failed`). */
export const BANNER_CODE_SHAPE = /^[a-z]+\.[a-z0-9-]{1,48}$/;

// The catalogue of borrower-visible error banners telemetry counts, by code. An area marks a
// banner with `data-banner-code`; the shell reports only codes listed here, so the receiver can
// keep the `code` label to this set. A code's prefix is the area that shows the banner.

export const BANNER_CODES = [
  // The shell: the signed-in layout's page error, a page that failed to load, an area's fallback.
  'shell.page-error',
  'shell.navigation-failed',
  'shell.area-unavailable',
  // identity: sign-in refused or unreachable, and any other error of its steps and pages.
  'identity.login-failed',
  'identity.login-offline',
  'identity.error',
  // payments: the submission refused or failed, the payment's data, the loans, a new method.
  'payments.submit-failed',
  'payments.info-failed',
  'payments.blocked',
  'payments.accounts-failed',
  'payments.method-failed',
  // servicing: its error banner, on any of its pages.
  'servicing.error',
  'servicing.contact-change-failed',
  // profile: the page's data, a section's save, texting, documents.
  'profile.load-failed',
  'profile.save-failed',
  'profile.texting-failed',
  'profile.documents-failed',
] as const;

export type BannerCode = (typeof BANNER_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(BANNER_CODES);

/** Whether a value read from the page is a catalogued code (anything else is never sent). */
export const isBannerCode = (value: unknown): value is BannerCode =>
  typeof value === 'string' && KNOWN.has(value);

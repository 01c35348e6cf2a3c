// Settings of the shell area: navigation, links, layouts, footer, analytics. Owned by that area's team.
export const SHELL_OPTIONS = {
  'Features.HideContactUs': 'false',
  'Features.BranchLocator': 'true',
  'Features.Faq': 'true',
  /**
   * The consumer application site, used when ApplyForLoanUrl is empty: the portal opens
   * GET /api/ApplyForLoan with a single-use token from the user-token service, and the back end
   * sends the borrower on here (never with the session token).
   */
  'Links.ConsumerApplicationUrl': '',
  'Notices.ApplyForLoanText':
    'You are about to start a loan application. It opens in a new tab, so you can come back to the portal at any time.',
  'Notices.RemoteBranchLocatorText':
    'Our branch locator opens in a new tab. Please make sure pop-ups are enabled for this site.',
  /** File name of the logo in the institution's CDN folder under branding/logos. */
  'Login.LogoFile': '',
  'Footer.Copyright': 'Borrower Portal',
  /** The institution's colours (#rrggbb) for the brand tokens; empty keeps the portal's own. */
  'Branding.ColorPrimary': '',
  'Branding.ColorPrimaryDark': '',
  /** Rich text under the signed-in footer (sanitised). */
  'Footer.RichText': '',
  /** The signed-out footer's collapsible disclosures (sanitised rich text). */
  'Footer.Disclosures': '',
  /** Up to three optional footer images (https URLs) with their alternative texts. */
  'Footer.Image1': '',
  'Footer.Image1Alt': '',
  'Footer.Image2': '',
  'Footer.Image2Alt': '',
  'Footer.Image3': '',
  'Footer.Image3Alt': '',
  /** Analytics setups (gtag-style ids, comma separated) that receive page views. */
  'Analytics.GoogleTagId': '',
  /**
   * The share of browser tabs (0 to 1) that send the portal's own telemetry (POST /telemetry:
   * errors, area loads, Web Vitals, error banners; no borrower data). Decided once per tab.
   */
  'Telemetry.SampleRate': '1',
} as const satisfies Record<string, string>;

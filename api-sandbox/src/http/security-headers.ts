// Headers every sandbox answer carries, whatever its kind (issue 13 item 7).

/** Browsers must not second-guess a Content-Type (a CSV or upload sniffed as HTML runs script). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/** A document shown in the browser tab (statement, upload, rendered agreement) runs nothing. */
export const INLINE_DOCUMENT_CSP = "default-src 'none'";

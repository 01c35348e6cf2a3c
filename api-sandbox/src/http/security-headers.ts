// Headers every sandbox answer carries, whatever its kind (issue 13 item 7).

/** Browsers must not second-guess a Content-Type (a CSV or upload sniffed as HTML runs script). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/** A document shown in the browser tab (upload, rendered agreement) runs nothing. */
export const INLINE_DOCUMENT_CSP = "default-src 'none'";

/**
 * Chromium shows a PDF through a page of its own with an <embed> and inline styles, which the
 * policy of the PDF's answer governs (crbug.com/271452): it may embed itself and style itself,
 * and still runs no script.
 */
export const INLINE_PDF_CSP = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'";

export function inlineDocumentCsp(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/pdf'
    ? INLINE_PDF_CSP
    : INLINE_DOCUMENT_CSP;
}

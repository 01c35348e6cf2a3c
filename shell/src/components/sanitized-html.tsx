import DOMPurify from 'dompurify';

// Chromium reports a CSP violation for every inline event handler attribute it parses, even in
// the inert document DOMPurify parses into (cure53/DOMPurify#107, #900): nothing runs, but the
// report is noise that hides real violations. Handler attributes are therefore dropped from
// tags before parsing. This pass is not the security boundary; DOMPurify is.
const TAG = /<[^>]*>/g;
const EVENT_HANDLER_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

export function withoutEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER_ATTRIBUTE, ''));
}

/** Rich text from settings or the back end, sanitised before it reaches the page. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(withoutEventHandlers(html), { USE_PROFILES: { html: true } });
}

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

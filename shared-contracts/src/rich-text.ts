// Rich text from settings or the back end, made safe once, the same way in every area.
// DOMPurify is the security boundary. Event-handler attributes are also dropped before it
// parses: Chromium reports a blocked inline handler for each one even in the inert document
// DOMPurify parses into (cure53/DOMPurify#107, #900). Nothing runs, but the reports would bury
// real CSP violations.
import DOMPurify from 'dompurify';

const TAG = /<[^>]*>/g;
const EVENT_HANDLER_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

export function withoutEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER_ATTRIBUTE, ''));
}

// Bound to this window on first use: a module-level instance can come up unsupported (and then
// returns its input unchanged) depending on where the shared module was first evaluated.
let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Sanitised HTML, or null when no working sanitiser exists (then show plainText() instead). */
export function sanitizeRichText(html: string): string | null {
  if (typeof window === 'undefined') return null;
  purifier ??= DOMPurify(window);
  if (!purifier.isSupported) return null;
  return purifier.sanitize(withoutEventHandlers(html), { USE_PROFILES: { html: true } });
}

/** The words of rich text without any markup. */
export function plainText(html: string): string {
  return html.replace(TAG, '');
}

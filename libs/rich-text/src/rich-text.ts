// Rich text from settings or the back end, made safe once, the same way in every area.
// DOMPurify is the security boundary. Event-handler attributes are also dropped before it
// parses: Chromium reports a blocked inline handler for each one even in the inert document
// DOMPurify parses into (cure53/DOMPurify#107, #900). Nothing runs, but the reports would bury
// real CSP violations.
// DOMPurify loads on demand (issue 14, a lean login path): only pages that show rich text pay
// for it. Components use useSanitizedRichText; code outside React awaits loadRichTextSanitizer.
import type { DOMPurify as Purifier } from 'dompurify';
import { useSyncExternalStore } from 'react';

const TAG = /<[^>]*>/g;
const EVENT_HANDLER_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

export function withoutEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER_ATTRIBUTE, ''));
}

// Bound to this window once loaded: a module-level instance can come up unsupported (and then
// returns its input unchanged) depending on where the shared module was first evaluated.
let purifier: Purifier | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads DOMPurify once; resolves when sanitizeRichText can sanitise (or never will). */
export function loadRichTextSanitizer(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      purifier = DOMPurify(window);
      for (const listener of listeners) listener();
    },
    // Loading again on the next use; until then the plain text shows.
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * Sanitised HTML, or null when no working sanitiser is loaded (then show plainText() instead).
 * Synchronous for callers that have awaited loadRichTextSanitizer().
 */
export function sanitizeRichText(html: string): string | null {
  if (!hasMarkup(html)) return html;
  if (typeof window === 'undefined' || !purifier?.isSupported) return null;
  return purifier.sanitize(withoutEventHandlers(html), { USE_PROFILES: { html: true } });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For components: the sanitised HTML once DOMPurify has loaded (loading it on first use), null
 * until then or when no sanitiser can run; the caller shows plainText() meanwhile.
 */
export function useSanitizedRichText(html: string): string | null {
  const ready = useSyncExternalStore(
    subscribe,
    () => purifier !== null,
    () => false,
  );
  if (!html) return null;
  if (!hasMarkup(html)) return html;
  if (!ready) void loadRichTextSanitizer();
  return ready ? sanitizeRichText(html) : null;
}

/**
 * Without a '<' the HTML parser creates no element and no attribute, only text: such a string
 * (most settings) is already safe as HTML, so it is shown at once and costs no DOMPurify download.
 */
function hasMarkup(html: string): boolean {
  return html.includes('<');
}

/** The words of rich text without any markup. */
export function plainText(html: string): string {
  return html.replace(TAG, '');
}

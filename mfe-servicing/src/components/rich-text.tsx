import DOMPurify from 'dompurify';

// Bound to this window explicitly: the module-level instance can come up unsupported (and then
// returns its input unchanged) depending on where the shared module was first evaluated.
let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Sanitised HTML, or null when no working sanitiser exists (then only text is shown). */
export function sanitizeHtml(html: string): string | null {
  if (typeof window === 'undefined') return null;
  purifier ??= DOMPurify(window);
  if (!purifier.isSupported) return null;
  // Event-handler attributes are dropped before parsing too: Chrome reports a blocked inline
  // handler for them even while DOMPurify parses the text in an inert document.
  return purifier.sanitize(html.replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ''));
}

/** Rich text from settings or the back end, sanitised before it reaches the DOM. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  const clean = sanitizeHtml(html);
  if (clean === null) {
    // No sanitiser: show the words, never the markup.
    return <div className={className}>{html.replace(/<[^>]*>/g, '')}</div>;
  }
  return (
    <div
      className={className}
      // Sanitised with DOMPurify just above: settings text is institution-authored HTML.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

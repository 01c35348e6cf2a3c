import DOMPurify from 'dompurify';

/** Rich text from settings or the back end, sanitised before it reaches the DOM. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return (
    <div
      className={className}
      // Sanitised with DOMPurify just above: settings text is institution-authored HTML.
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}

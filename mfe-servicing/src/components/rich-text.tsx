import { plainText, useSanitizedRichText } from '@portal/rich-text/rich-text';

/** Rich text from settings or the back end, sanitised before it reaches the DOM. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useSanitizedRichText(html);
  if (!html.trim()) return null;
  // No sanitiser (yet): show the words, never the markup.
  if (clean === null) return <div className={className}>{plainText(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

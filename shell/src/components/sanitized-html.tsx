import { plainText, useSanitizedRichText } from '@portal/rich-text/rich-text';

/** Rich text from settings or the back end, sanitised before it reaches the page (the plain
 * words show while the sanitiser loads). */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useSanitizedRichText(html);
  if (clean === null) return <div className={className}>{plainText(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

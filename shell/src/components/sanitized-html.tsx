import { plainText, sanitizeRichText } from '@portal/shared-contracts';

/** Rich text from settings or the back end, sanitised before it reaches the page. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = sanitizeRichText(html);
  if (clean === null) return <div className={className}>{plainText(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

// Preload links for an area's files, as the runtime then asks for them: CORS, anonymous; a
// script with its pinned hash (a preload is reused only when both match the later request).
import type { PreloadFile } from './area-files';

/** Adds a preload for each file the page has not already asked for. */
export function appendPreloads(doc: Document, files: readonly PreloadFile[]): void {
  const asked = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href),
  );
  for (const file of files) if (!asked.has(file.href)) doc.head.append(preloadLink(doc, file));
}

function preloadLink(doc: Document, file: PreloadFile): HTMLLinkElement {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', file.as);
  link.setAttribute('crossorigin', 'anonymous');
  if (file.as === 'script') link.setAttribute('integrity', file.integrity);
  link.setAttribute('href', file.href);
  return link;
}

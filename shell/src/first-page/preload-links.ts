// Preload links for an area's files, as the runtime then asks for them: CORS, anonymous; a
// script with its pinned hash (a preload is reused only when both match the later request).
import type { PreloadFile } from './area-files';
import { startFile } from './start-files';

/** Adds a preload for each file (the boot script's, on a page that has asked for none). */
export function appendPreloads(doc: Document, files: readonly PreloadFile[]): void {
  for (const file of files) doc.head.append(preloadLink(doc, file));
}

function preloadLink(doc: Document, file: PreloadFile): HTMLLinkElement {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', file.as);
  link.setAttribute('crossorigin', 'anonymous');
  if (file.as === 'script') link.setAttribute('integrity', file.integrity);
  link.setAttribute('href', file.href);
  // A failed preload would answer the next request for its file (the Retry once the area is
  // back) with its failure: a request of the same kind takes it now. Not the remote entry's:
  // the runtime's own first attempt takes that one, and the entry may not run before it.
  link.addEventListener('error', () => {
    link.remove();
    if (!(file.as === 'script' && file.entry)) startFile(doc, file);
  });
  return link;
}

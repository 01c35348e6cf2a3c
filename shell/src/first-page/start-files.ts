// An area's files asked for as the elements that use them, not as preloads: a chunk's script
// only registers its modules, which the remote entry takes up when it runs, and a stylesheet is
// the one the area's loader then finds. A file that fails is removed, so the next attempt asks
// again. Preloads cannot do that: a failed preload stays in the browser's list and answers the
// next request for its file with the same failure (the Retry once an area is back).
import type { PreloadFile } from './area-files';

/**
 * For an area opened after the first page: its exposed module's files start with its remote
 * entry, not once the entry has run (docs/decisions/005).
 */
export function startFiles(doc: Document, files: readonly PreloadFile[]): void {
  // The first page's files: the boot script asked for them, and the runtime takes those.
  const preloaded = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href),
  );
  for (const file of files) if (!preloaded.has(file.href)) startFile(doc, file);
}

/** Asks for one file as the element that uses it; removed once of no further use. */
export function startFile(doc: Document, file: PreloadFile): void {
  const element = file.as === 'script' ? chunkScript(doc, file) : stylesheet(doc, file.href);
  element.addEventListener('error', () => element.remove());
  doc.head.append(element);
}

function chunkScript(doc: Document, file: { href: string; integrity: string }) {
  const script = doc.createElement('script');
  script.setAttribute('src', file.href);
  script.setAttribute('crossorigin', 'anonymous');
  script.setAttribute('integrity', file.integrity);
  script.async = true;
  // Once it has run its modules are registered; the element has no further use.
  script.addEventListener('load', () => script.remove());
  return script;
}

function stylesheet(doc: Document, href: string) {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'stylesheet');
  link.setAttribute('crossorigin', 'anonymous');
  link.setAttribute('href', href);
  return link;
}

// An area's files as the first-page code names them, and the elements the document's head then
// holds, for the tests of preloading them (preload-links) and starting them (start-files).
import { hash } from './failures-and-pins';

export const PINNED_HASH = hash('a');

export const ENTRY_FILE = {
  as: 'script',
  href: 'https://cdn.test/remoteEntry.js',
  integrity: PINNED_HASH,
  entry: true,
} as const;
export const CHUNK_FILE = {
  as: 'script',
  href: 'https://cdn.test/area.0123456789.js',
  integrity: PINNED_HASH,
} as const;
export const STYLE_FILE = { as: 'style', href: 'https://cdn.test/area.0123456789.css' } as const;

/** Each element of the head `selector` finds: its tag, the URL it asks for, and `attributes`. */
export function headElements(selector: string, attributes: readonly string[] = []) {
  return [...document.head.querySelectorAll(selector)].map((element) => ({
    tag: element.tagName.toLowerCase(),
    url: element.getAttribute('src') ?? element.getAttribute('href'),
    ...Object.fromEntries(attributes.map((name) => [name, element.getAttribute(name)])),
  }));
}

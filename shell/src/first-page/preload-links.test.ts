import { beforeEach, describe, expect, it } from '@jest/globals';
import { appendPreloads } from './preload-links';

const HASH = `sha384-${'a'.repeat(64)}`;
const ENTRY = {
  as: 'script',
  href: 'https://cdn.test/remoteEntry.js',
  integrity: HASH,
  entry: true,
} as const;
const CHUNK = {
  as: 'script',
  href: 'https://cdn.test/area.0123456789.js',
  integrity: HASH,
} as const;
const STYLE = { as: 'style', href: 'https://cdn.test/area.0123456789.css' } as const;

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.href,
    crossorigin: link.getAttribute('crossorigin'),
    integrity: link.getAttribute('integrity'),
  }));

describe('appendPreloads', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('asks for each file as the runtime will: CORS, scripts with their pinned hash', () => {
    appendPreloads(document, [ENTRY, STYLE]);
    expect(links()).toEqual([
      { rel: 'preload', as: 'script', href: ENTRY.href, crossorigin: 'anonymous', integrity: HASH },
      { rel: 'preload', as: 'style', href: STYLE.href, crossorigin: 'anonymous', integrity: null },
    ]);
  });

  it('has a request of the same kind take a chunk’s or stylesheet’s failed preload, so a Retry asks the network', () => {
    appendPreloads(document, [ENTRY, CHUNK, STYLE]);
    for (const link of document.head.querySelectorAll('link[rel="preload"]'))
      link.dispatchEvent(new Event('error'));
    const takers = [...document.head.querySelectorAll('script, link')].map((element) => ({
      tag: element.tagName.toLowerCase(),
      url: element.getAttribute('src') ?? element.getAttribute('href'),
    }));
    // Not the entry's: the runtime's first attempt takes it, and the entry may not run first.
    expect(takers).toEqual([
      { tag: 'script', url: CHUNK.href },
      { tag: 'link', url: STYLE.href },
    ]);
  });
});

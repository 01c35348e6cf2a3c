import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  CHUNK_FILE as CHUNK,
  ENTRY_FILE as ENTRY,
  headElements,
  PINNED_HASH as HASH,
  STYLE_FILE as STYLE,
} from '../testing/area-files';
import { appendPreloads } from './preload-links';

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
    const takers = headElements('script, link');
    // Not the entry's: the runtime's first attempt takes it, and the entry may not run first.
    expect(takers).toEqual([
      { tag: 'script', url: CHUNK.href },
      { tag: 'link', url: STYLE.href },
    ]);
  });
});

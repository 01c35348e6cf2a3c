import { beforeEach, describe, expect, it } from '@jest/globals';
import { appendPreloads } from './preload-links';

const HASH = `sha384-${'a'.repeat(64)}`;
const ENTRY = { as: 'script', href: 'https://cdn.test/remoteEntry.js', integrity: HASH } as const;
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

  it('asks once for a file the page already preloads (the boot script asked for the first area)', () => {
    appendPreloads(document, [ENTRY]);
    appendPreloads(document, [ENTRY, STYLE]);
    expect(links().map((link) => link.href)).toEqual([ENTRY.href, STYLE.href]);
  });
});

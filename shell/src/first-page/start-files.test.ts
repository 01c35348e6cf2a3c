import { beforeEach, describe, expect, it } from '@jest/globals';
import { startFiles } from './start-files';

const HASH = `sha384-${'a'.repeat(64)}`;
const CHUNK = {
  as: 'script',
  href: 'https://cdn.test/expose.0123456789.js',
  integrity: HASH,
} as const;
const STYLE = { as: 'style', href: 'https://cdn.test/expose.0123456789.css' } as const;

const started = () =>
  [...document.head.querySelectorAll('script, link:not([rel="preload"])')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    url: element.getAttribute('src') ?? element.getAttribute('href'),
    rel: element.getAttribute('rel'),
    crossorigin: element.getAttribute('crossorigin'),
    integrity: element.getAttribute('integrity'),
  }));

describe('startFiles', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('starts the chunk as a pinned CORS script and the stylesheet as the area will link it', () => {
    startFiles(document, [CHUNK, STYLE]);
    expect(started()).toEqual([
      { tag: 'script', url: CHUNK.href, rel: null, crossorigin: 'anonymous', integrity: HASH },
      {
        tag: 'link',
        url: STYLE.href,
        rel: 'stylesheet',
        crossorigin: 'anonymous',
        integrity: null,
      },
    ]);
  });

  it('removes a file that failed, so the next attempt asks for it again', () => {
    startFiles(document, [CHUNK, STYLE]);
    for (const element of document.head.querySelectorAll('script, link'))
      element.dispatchEvent(new Event('error'));
    expect(started()).toEqual([]);
  });

  it('removes a chunk’s script once it has run, and keeps the stylesheet', () => {
    startFiles(document, [CHUNK, STYLE]);
    for (const element of document.head.querySelectorAll('script, link'))
      element.dispatchEvent(new Event('load'));
    expect(started().map((file) => file.url)).toEqual([STYLE.href]);
  });

  it('leaves the files the boot script preloaded to the runtime (nothing twice)', () => {
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.href = CHUNK.href;
    document.head.append(preload);
    startFiles(document, [CHUNK, STYLE]);
    expect(started().map((file) => file.url)).toEqual([STYLE.href]);
  });
});

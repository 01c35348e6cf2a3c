import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  CHUNK_FILE as CHUNK,
  headElements,
  PINNED_HASH as HASH,
  STYLE_FILE as STYLE,
} from '../testing/area-files';
import { startFiles } from './start-files';

const started = () =>
  headElements('script, link:not([rel="preload"])', ['rel', 'crossorigin', 'integrity']);

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

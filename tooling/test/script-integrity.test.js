import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  chunkHashPlaceholder,
  fillChunkHashes,
  pinChunkScriptSource,
  pinPageScripts,
  UNMATCHABLE_INTEGRITY,
} from '../script-integrity-plugin.js';
import { integrityOf, integrityOfScripts, integrityProblems } from '../script-integrity.js';
import { tempDir } from './temp-dir.js';

describe('integrityOf', () => {
  it('is the SHA-384 a browser computes for the integrity attribute', () => {
    // The FIPS 180-2 test vector for "abc", in base64.
    expect(integrityOf('abc')).toBe(
      'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn',
    );
  });
});

describe('integrityOfScripts', () => {
  it('hashes every script, entry and chunks alike, and nothing else', () => {
    const recorded = integrityOfScripts([
      ['remoteEntry.js', 'entry'],
      ['524.0a1b2c3d4e.js', 'chunk'],
      ['524.0a1b2c3d4e.js.map', '{}'],
      ['mf-manifest.json', '{}'],
      ['area.0a1b2c3d4e.css', 'p{}'],
    ]);
    expect(recorded).toEqual({
      '524.0a1b2c3d4e.js': integrityOf('chunk'),
      'remoteEntry.js': integrityOf('entry'),
    });
  });
});

describe('integrityProblems', () => {
  function build(files, recorded) {
    const dir = tempDir('build-');
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    if (recorded) writeFileSync(path.join(dir, 'integrity.json'), JSON.stringify(recorded));
    return dir;
  }
  const files = { 'remoteEntry.js': 'entry', 'chunks/1.js': 'chunk', '1.js.map': '{}' };

  it('finds nothing wrong when every published script is the one recorded', () => {
    expect(integrityProblems(build(files, integrityOfScripts(Object.entries(files))))).toEqual([]);
  });

  it('names a changed byte, an unrecorded script, a recorded script that is gone, no record', () => {
    const recorded = integrityOfScripts(Object.entries(files));
    const dir = build(
      { ...files, 'chunks/1.js': 'chunK', 'extra.js': 'new' },
      { ...recorded, 'gone.js': integrityOf('x') },
    );
    expect(integrityProblems(dir)).toEqual([
      'chunks/1.js does not match its recorded hash',
      'extra.js has no recorded hash',
      'gone.js is recorded but not published',
    ]);
    expect(integrityProblems(build(files, null))).toEqual(['integrity.json is missing']);
  });
});

describe('pinPageScripts', () => {
  it("pins a released shell's scripts, named under its version's folder", () => {
    expect(
      pinPageScripts('<script defer src="/0.2.0/main.js?da66"></script>', {
        'main.js': 'sha384-main',
      }),
    ).toBe(
      '<script defer src="/0.2.0/main.js?da66" integrity="sha384-main" crossorigin="anonymous"></script>',
    );
  });

  it('adds integrity and crossorigin to the page scripts the build hashed, query or not', () => {
    const html =
      '<head><script defer="defer" src="main.js?be35"></script><script src="/other.js"></script></head>';
    expect(pinPageScripts(html, { 'main.js': 'sha384-main' })).toBe(
      '<head><script defer="defer" src="main.js?be35" integrity="sha384-main" crossorigin="anonymous"></script><script src="/other.js"></script></head>',
    );
  });

  it('pins script preloads the same way, so the script reuses the preloaded file', () => {
    const html =
      '<link rel="preload" href="529.ab.js" as="script"><link rel="preload" href="664.cd.css" as="style"><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">';
    expect(pinPageScripts(html, { '529.ab.js': 'sha384-chunk' })).toBe(
      '<link rel="preload" href="529.ab.js" as="script" integrity="sha384-chunk" crossorigin="anonymous"><link rel="preload" href="664.cd.css" as="style"><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
    );
  });
});

describe("the code added to webpack's chunk loader", () => {
  // Runs the generated code the way webpack's loader does, with `url`, `chunkId` and `script`
  // in scope. ownHashes: the shell's own chunks (null in a remote).
  function load({ ownHashes = null, answer, chunkId = 524 }) {
    const script = { integrity: '', crossOrigin: null };
    const instance =
      answer === undefined
        ? undefined
        : { loaderHook: { lifecycle: { createScript: { emit: (args) => answer(args) } } } };
    new Function(
      '__webpack_require__',
      'url',
      'chunkId',
      'script',
      pinChunkScriptSource('__webpack_require__', ownHashes),
    )({ federation: { instance } }, 'http://cdn.test/payments/1.1.0/524.js', chunkId, script);
    return script;
  }

  it("takes integrity and crossorigin from the federation runtime's createScript hook", () => {
    const asked = [];
    const script = load({
      answer: ({ url }) => {
        asked.push(url);
        return { integrity: 'sha384-chunk', crossOrigin: 'anonymous' };
      },
    });
    expect(asked).toEqual(['http://cdn.test/payments/1.1.0/524.js']);
    expect(script).toEqual({ integrity: 'sha384-chunk', crossOrigin: 'anonymous' });
  });

  it('in a remote, fails closed when nobody pins the chunk', () => {
    const broken = () => {
      throw new Error('plugin broke');
    };
    for (const answer of [() => undefined, undefined, broken])
      expect(load({ answer })).toEqual({
        integrity: UNMATCHABLE_INTEGRITY,
        crossOrigin: 'anonymous',
      });
  });

  it('in the shell, pins its own chunks with the hashes its build wrote in, and nothing else', () => {
    const ownHashes = { 524: 'sha384-own' };
    expect(load({ ownHashes, answer: () => undefined })).toEqual({
      integrity: 'sha384-own',
      crossOrigin: 'anonymous',
    });
    expect(load({ ownHashes, answer: () => undefined, chunkId: 9 }).integrity).toBe(
      UNMATCHABLE_INTEGRITY,
    );
  });
});

describe('fillChunkHashes', () => {
  it("writes each chunk's hash over its placeholder, without moving anything", () => {
    const code = `var a={1:"${chunkHashPlaceholder(0)}",2:"${chunkHashPlaceholder(1)}"};`;
    const hash = integrityOf('chunk one');
    const filled = fillChunkHashes(code, (found) =>
      found === chunkHashPlaceholder(0) ? hash : undefined,
    );
    expect(filled).toBe(`var a={1:"${hash}",2:"${UNMATCHABLE_INTEGRITY}"};`);
    expect(filled).toHaveLength(code.length);
  });
});

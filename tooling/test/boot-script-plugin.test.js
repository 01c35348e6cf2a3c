import { describe, expect, it } from '@jest/globals';
import { bootScriptFile, bootScriptTag } from '../boot-script-plugin.js';
import { pinPageScripts } from '../script-integrity-plugin.js';
import { CONTENT_HASHED } from '../server-headers.js';

describe('the page boot script', () => {
  it('is named by its content, so a release never changes the bytes behind a name', () => {
    const a = bootScriptFile('boot', 'console.log(1)');
    expect(a).toMatch(/^boot\.[0-9a-f]{10}\.js$/);
    expect(bootScriptFile('boot', 'console.log(1)')).toBe(a);
    expect(bootScriptFile('boot', 'console.log(2)')).not.toBe(a);
  });

  it('is a file the servers cache as immutable, like every content-hashed script', () => {
    expect(CONTENT_HASHED.test(bootScriptFile('boot', 'x'))).toBe(true);
  });

  it('is an external, deferred script (no inline code), which the build then pins', () => {
    const tag = bootScriptTag('/0.2.0/boot.0123456789.js');
    expect(tag).toMatchObject({ tagName: 'script', attributes: { defer: true } });
    const html = `<head><script defer="defer" src="${tag.attributes.src}"></script></head>`;
    const pinned = pinPageScripts(html, { 'boot.0123456789.js': `sha384-${'b'.repeat(64)}` });
    expect(pinned).toContain(`integrity="sha384-${'b'.repeat(64)}" crossorigin="anonymous"`);
  });
});

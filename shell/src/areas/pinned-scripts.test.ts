import { describe, expect, it, jest } from '@jest/globals';
import type { RemotesConfig } from '../boot/remotes-config';
import { pinnedScripts, UNMATCHABLE_INTEGRITY } from './pinned-scripts';

const PAGE = 'https://portal.test/';
const ENTRY_HASH = `sha384-${'e'.repeat(64)}`;
const config: RemotesConfig = {
  payments: {
    entry: 'https://cdn.test/payments/1.1.0/mf-manifest.json',
    version: '1.1.0',
    integrity: { 'remoteEntry.js': ENTRY_HASH },
  },
};

function createScript(enforce: boolean, url: string) {
  const onUnpinned = jest.fn();
  const plugin = pinnedScripts(config, { enforce, onUnpinned, page: () => PAGE });
  const script = plugin.createScript?.({ url, attrs: {} });
  return { script: script as HTMLScriptElement | undefined, onUnpinned };
}

describe('pinnedScripts', () => {
  it('gives a remote script the integrity its release recorded and a CORS request', () => {
    const { script } = createScript(true, 'https://cdn.test/payments/1.1.0/remoteEntry.js');
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.src).toBe('https://cdn.test/payments/1.1.0/remoteEntry.js');
    expect(script?.getAttribute('integrity')).toBe(ENTRY_HASH);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('in production, lets a remote script without a recorded hash fail, and reports it', () => {
    const url = 'https://cdn.test/payments/1.1.0/524.js';
    const { script, onUnpinned } = createScript(true, url);
    expect(script?.getAttribute('integrity')).toBe(UNMATCHABLE_INTEGRITY);
    expect(onUnpinned).toHaveBeenCalledWith(url, 'payments');
  });

  it('on a dev server, which publishes no hashes, loads it as before', () => {
    const { script, onUnpinned } = createScript(false, 'https://cdn.test/payments/1.1.0/524.js');
    expect(script).toBeUndefined();
    expect(onUnpinned).not.toHaveBeenCalled();
  });

  it("leaves the shell's own scripts to the default loader", () => {
    expect(createScript(true, 'https://portal.test/1.0.0/889.js').script).toBeUndefined();
  });
});

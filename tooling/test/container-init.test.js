import { describe, expect, it } from '@jest/globals';
import { createInstance, getInstance, init } from '@module-federation/enhanced/runtime';
import { containerInit } from '../federation/container-init.js';

describe("a remote's container making its instance with the shell's runtime API", () => {
  const initContainer = containerInit({ createInstance, getInstance });

  it('leaves the shell its instance, the one loadRemote and registerRemotes act on', () => {
    const shell = init({ name: 'test_shell', remotes: [] });
    const area = initContainer({ name: 'test_identity', remotes: [] });

    expect(area.options.name).toBe('test_identity');
    expect(area).not.toBe(shell);
    expect(getInstance()).toBe(shell);
  });

  it('finds its instance again when its entry runs a second time, with the new options', () => {
    const first = initContainer({ name: 'test_payments', remotes: [] });
    const again = initContainer({
      name: 'test_payments',
      remotes: [],
      shareStrategy: 'loaded-first',
    });

    expect(again).toBe(first);
    expect(again.options.shareStrategy).toBe('loaded-first');
  });

  it('tells two releases of one container apart by version', () => {
    const older = initContainer({ name: 'test_profile', version: '1.0.0', remotes: [] });
    const newer = initContainer({ name: 'test_profile', version: '1.1.0', remotes: [] });

    expect(newer).not.toBe(older);
    expect(initContainer({ name: 'test_profile', version: '1.0.0', remotes: [] })).toBe(older);
  });
});

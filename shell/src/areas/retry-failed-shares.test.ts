/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';
import { createInstance } from '@module-federation/enhanced/runtime';
import { retryFailedShares } from './retry-failed-shares';
import { chunkFailure } from '../testing/failures-and-pins';

const luxon = { DateTime: 'the library' };

/** A federation instance sharing one library, whose first download fails. */
function instanceWith(plugins: ReturnType<typeof retryFailedShares>[]) {
  const get = jest
    .fn<() => Promise<() => typeof luxon>>()
    .mockRejectedValueOnce(chunkFailure())
    .mockResolvedValue(() => luxon);
  const instance = createInstance({
    name: `portal_test_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shared: {
      luxon: { version: '3.7.2', get, shareConfig: { singleton: false, requiredVersion: false } },
    },
    plugins,
  });
  return { instance, get };
}

describe('retryFailedShares', () => {
  it('after a failed download, the next load of the library downloads it again', async () => {
    const { instance, get } = instanceWith([retryFailedShares()]);
    await expect(instance.loadShare('luxon')).rejects.toThrow(chunkFailure().message);
    const factory = await instance.loadShare('luxon');
    expect(factory && factory()).toBe(luxon);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('without it, the runtime keeps the failure for good (why the plugin exists)', async () => {
    const { instance, get } = instanceWith([]);
    await expect(instance.loadShare('luxon')).rejects.toThrow(chunkFailure().message);
    await expect(instance.loadShare('luxon')).rejects.toThrow(chunkFailure().message);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a library that loaded is handed out as it is, not downloaded again', async () => {
    const { instance, get } = instanceWith([retryFailedShares()]);
    get.mockReset().mockResolvedValue(() => luxon);
    await instance.loadShare('luxon');
    await instance.loadShare('luxon');
    expect(get).toHaveBeenCalledTimes(1);
  });
});

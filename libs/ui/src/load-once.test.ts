import { describe, expect, it, jest } from '@jest/globals';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('downloads once, however often it is asked for, and keeps what arrived', async () => {
    const download = jest.fn(() => Promise.resolve('code'));
    const code = loadOnce(download);
    expect(code.current()).toBeUndefined();
    await Promise.all([code.load(), code.load()]);
    await code.load();
    expect(download).toHaveBeenCalledTimes(1);
    expect(code.current()).toBe('code');
  });

  it('forgets a failed download: the next request downloads again', async () => {
    const download = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const code = loadOnce(download);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toBe('code');
    expect(download).toHaveBeenCalledTimes(2);
  });
});

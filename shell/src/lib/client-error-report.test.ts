import { describe, expect, it, jest } from '@jest/globals';
import type { KyInstance } from 'ky';
import { createClientErrorReporter } from './client-error-report';

function fakeApi() {
  const post = jest.fn(async (_path: string, _options: { json: Record<string, string> }) => ({}));
  return { api: { post } as unknown as KyInstance, post };
}

describe('client error reporter', () => {
  it('posts Message, Stack and UserAgent with markup stripped', async () => {
    const { api, post } = fakeApi();
    const report = createClientErrorReporter(api, () => 'Agent/1.0');
    await report(new Error('boom <img src=x onerror=alert(1)>'), 'payments');
    expect(post).toHaveBeenCalledWith('ClientError', {
      json: expect.objectContaining({ Message: 'payments: boom ', UserAgent: 'Agent/1.0' }),
    });
  });

  it('sends each distinct error once', async () => {
    const { api, post } = fakeApi();
    const report = createClientErrorReporter(api, () => 'Agent');
    await report(new Error('same'));
    await report(new Error('same'));
    await report(new Error('other'));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('only logs when the report itself fails', async () => {
    const post = jest.fn(async () => {
      throw new Error('offline');
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = createClientErrorReporter({ post } as unknown as KyInstance, () => 'Agent');
    await expect(report(new Error('x'))).resolves.toBeUndefined();
    expect(log).toHaveBeenCalled();
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { clientError } from '@portal/api-contract/shell/client-error';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { answer, networkFailure } from '@portal/area-testing/handlers';
import { createClientErrorReporter } from './client-error-report';

describe('client error reporter', () => {
  it('posts Message, Stack and UserAgent with markup stripped', async () => {
    const { api, received } = fakePortal({ handlers: [answer(clientError)] });
    const report = createClientErrorReporter(api, () => 'Agent/1.0');
    await report(new Error('boom <img src=x onerror=alert(1)>'), 'payments');
    const [sent] = await received(clientError);
    expect(sent?.body).toMatchObject({ Message: 'payments: boom ', UserAgent: 'Agent/1.0' });
  });

  it('sends each distinct error once', async () => {
    const { api, received } = fakePortal({ handlers: [answer(clientError)] });
    const report = createClientErrorReporter(api, () => 'Agent');
    await report(new Error('same'));
    await report(new Error('same'));
    await report(new Error('other'));
    expect(await received(clientError)).toHaveLength(2);
  });

  it('only logs when the report itself fails', async () => {
    const { api } = fakePortal({ handlers: [networkFailure(clientError)] });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = createClientErrorReporter(api, () => 'Agent');
    await expect(report(new Error('x'))).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Could not report a client error', expect.anything());
  });
});

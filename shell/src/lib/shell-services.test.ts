import { describe, expect, it, jest } from '@jest/globals';
import { clientError } from '@portal/api-contract/shell/client-error';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { answer } from '@portal/area-testing/handlers';
import { reportClientError, setRunsOverride } from './shell-services';

describe('reportClientError', () => {
  it('reports a borrower tab’s error, and keeps an override tab’s out of the error store', async () => {
    const { received } = fakePortal({ handlers: [answer(clientError)] });
    await reportClientError(new Error('borrower tab'), 'area payments');
    expect(await received(clientError)).toHaveLength(1);

    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRunsOverride(true);
    await reportClientError(new Error('override tab'), 'area payments');
    expect(await received(clientError)).toHaveLength(1);
    expect(log).toHaveBeenCalled();
    setRunsOverride(false);
  });
});

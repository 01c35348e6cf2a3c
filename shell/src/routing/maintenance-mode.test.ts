import { describe, expect, it } from '@jest/globals';
import { maintenanceMode } from '@portal/api-contract/shell/calls-of-other-areas';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { answer, networkFailure } from '@portal/area-testing/handlers';
import { fetchMaintenanceMode } from './maintenance-mode';

describe('fetchMaintenanceMode', () => {
  it.each([true, false])('reads isEnabled %p', async (isEnabled) => {
    const { api } = fakePortal({
      session: null,
      handlers: [answer(maintenanceMode, { isEnabled })],
    });
    await expect(fetchMaintenanceMode(api)).resolves.toEqual({ kind: 'ok', value: isEnabled });
  });

  it('says the check could not be made when the back end is out of reach', async () => {
    const { api } = fakePortal({ session: null, handlers: [networkFailure(maintenanceMode)] });
    await expect(fetchMaintenanceMode(api)).resolves.toMatchObject({ kind: 'unavailable' });
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { createPortalStore, type ConfirmDialogRequest } from '@portal/shared-contracts';
import { requestLogout } from './logout-flow';

const setUp = (answers: boolean[], dirty: boolean) => {
  const asked: string[] = [];
  const dialogs = {
    confirm: async (request: ConfirmDialogRequest) => {
      asked.push(request.text);
      return answers.shift() ?? false;
    },
  };
  const store = createPortalStore({ storage: null });
  if (dirty) store.getState().setUnsavedChanges({ source: 'profile' });
  const bus = { emit: jest.fn() };
  return { asked, run: () => requestLogout({ dialogs, store, bus }), store, bus };
};

const LOGOUT = 'Are you sure you want to logout?';
const UNSAVED = 'There are unsaved changes on the page, are you sure you want to continue?';

describe('logout flow', () => {
  it('asks to confirm and logs out on Logout', async () => {
    const { asked, run, bus } = setUp([true], false);
    await expect(run()).resolves.toBe(true);
    expect(asked).toEqual([LOGOUT]);
    expect(bus.emit).toHaveBeenCalledWith('logout', { reason: 'user' });
  });

  it('stays signed in on Cancel', async () => {
    const { run, bus } = setUp([false], false);
    await expect(run()).resolves.toBe(false);
    expect(bus.emit).not.toHaveBeenCalled();
  });

  it('with unsaved changes asks about them first; No cancels and keeps the flag', async () => {
    const { asked, run, bus, store } = setUp([false], true);
    await expect(run()).resolves.toBe(false);
    expect(asked).toEqual([UNSAVED]);
    expect(bus.emit).not.toHaveBeenCalled();
    expect(store.getState().unsavedChanges).toEqual({ source: 'profile' });
  });

  it('with unsaved changes Yes clears the flag, then the logout is confirmed', async () => {
    const { asked, run, bus, store } = setUp([true, true], true);
    await expect(run()).resolves.toBe(true);
    expect(asked).toEqual([UNSAVED, LOGOUT]);
    expect(store.getState().unsavedChanges).toBeNull();
    expect(bus.emit).toHaveBeenCalledWith('logout', { reason: 'user' });
  });
});

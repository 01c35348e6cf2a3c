// Helpers for the shell's journeys that act as an area would: through the one shared-contracts
// instance the federation runtime holds (the same singleton every remote receives).
import type { Page } from '@playwright/test';

/**
 * The portal's unsaved-changes flag as the shell's leave guard reads it: its source, or null.
 * With `change`, first sets it, as an area does when its form becomes dirty (or clean again).
 */
async function unsavedChangesFlag(
  page: Page,
  change?: { source: string | null },
): Promise<string | null> {
  return page.evaluate(async (update) => {
    type Lib = () => unknown;
    type Versions = Record<string, { lib?: Lib; get?: () => Promise<() => unknown> }>;
    type Flag = { source: string } | null;
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> };
      }
    ).__FEDERATION__.__SHARE__;
    let contracts: unknown;
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const info of Object.values(packages['@portal/shared-contracts'] ?? {})) {
          if (info.lib) contracts = info.lib();
          else if (info.get) contracts = (await info.get())();
          if (contracts) break;
        }
      }
    }
    const state = () =>
      (
        contracts as {
          getPortal(): {
            store: {
              getState(): { unsavedChanges: Flag; setUnsavedChanges(flag: Flag): void };
            };
          };
        }
      )
        .getPortal()
        .store.getState();
    if (update)
      state().setUnsavedChanges(update.source === null ? null : { source: update.source });
    return state().unsavedChanges?.source ?? null;
  }, change);
}

/** What an area does when its form becomes dirty (or clean again, with null). */
export async function setUnsavedChanges(page: Page, source: string | null) {
  await unsavedChangesFlag(page, { source });
}

/** Which area's unsaved changes the shell's leave guard would ask about, or null. */
export function unsavedChangesSource(page: Page) {
  return unsavedChangesFlag(page);
}

/** The signed-in tab's user token, as the session store keeps it in sessionStorage. */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const text = sessionStorage.getItem('portal.session');
    return text ? (JSON.parse(text) as { userToken: string }).userToken : null;
  });
}

/**
 * What the API client does on an Unauthorized answer (spec 2 §4 Session), and the idle watch at
 * zero: announce the logout on the portal's bus, whatever the page shows at that moment.
 */
export async function announceLogout(page: Page, reason: 'unauthorized' | 'timeout') {
  await page.evaluate(async (why) => {
    type Versions = Record<string, { lib?: () => unknown; get?: () => Promise<() => unknown> }>;
    type Contracts = {
      getPortal(): { bus: { emit(event: 'logout', payload: { reason: string }): void } };
    };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> };
      }
    ).__FEDERATION__.__SHARE__;
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const info of Object.values(packages['@portal/shared-contracts'] ?? {})) {
          const contracts = (
            info.lib ? info.lib() : info.get ? (await info.get())() : null
          ) as Contracts | null;
          if (contracts) return contracts.getPortal().bus.emit('logout', { reason: why });
        }
      }
    }
    throw new Error('no shared-contracts in the federation share');
  }, reason);
}

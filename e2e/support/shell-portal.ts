// Helpers for the shell's journeys that act as an area would: through the one shared-contracts
// instance the federation runtime holds (the same singleton every remote receives).
import type { Page } from '@playwright/test';

/** What an area does when its form becomes dirty (or clean again, with null). */
export async function setUnsavedChanges(page: Page, source: string | null) {
  await page.evaluate(async (unsavedSource) => {
    type Lib = () => unknown;
    type Versions = Record<string, { lib?: Lib; get?: () => Promise<() => unknown> }>;
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
    const portal = (
      contracts as {
        getPortal(): {
          store: { getState(): { setUnsavedChanges(u: { source: string } | null): void } };
        };
      }
    ).getPortal();
    portal.store
      .getState()
      .setUnsavedChanges(unsavedSource === null ? null : { source: unsavedSource });
  }, source);
}

/** The signed-in tab's user token, as the session store keeps it in sessionStorage. */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const text = sessionStorage.getItem('portal.session');
    return text ? (JSON.parse(text) as { userToken: string }).userToken : null;
  });
}

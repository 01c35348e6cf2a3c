// What an area told the others about the borrower's accounts (@portal/area-kit/accounts-changed),
// as a test sees it.
import { getPortal } from '@portal/shared-contracts';

/** The reasons announced from now on; `stop` stops listening. */
export function heardAccountsChanges(): { reasons: string[]; stop: () => void } {
  const reasons: string[] = [];
  const stop = getPortal().bus.on('accounts-refreshed', ({ reason }) => reasons.push(reason));
  return { reasons, stop };
}

// Agreement checkbox messages (spec 1 §5, Agreements).
import type { Agreement } from '@portal/agreements/agreement-setup';

export const ALL_AGREEMENTS_MESSAGE = 'You must select all agreements.';

export function agreementMessage(agreement: Agreement, clickRequired: boolean): string {
  return clickRequired
    ? `You must click on the link, read the ${agreement.name}, and then return and click agree.`
    : `You must agree to the ${agreement.name}.`;
}

/** Per unticked agreement its message, keyed by host number; empty when all are ticked. */
export function agreementErrors(
  agreements: readonly Agreement[],
  ticked: ReadonlySet<number>,
  clickRequired: boolean,
): Map<number, string> {
  const errors = new Map<number, string>();
  for (const agreement of agreements) {
    if (!ticked.has(agreement.hostNumber))
      errors.set(agreement.hostNumber, agreementMessage(agreement, clickRequired));
  }
  return errors;
}

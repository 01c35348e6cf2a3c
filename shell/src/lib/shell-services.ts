// The shell's handles on the portal-wide singletons, and its client-error reporter.
import { getPortal } from '@portal/shared-contracts';
import { createClientErrorReporter, type ClientErrorReporter } from './client-error-report';

let reporter: ClientErrorReporter | undefined;
let runsOverride = false;

export function reportClientError(error: unknown, context?: string): Promise<void> {
  // A tab running a team's override (docs/decisions/008) is a developer's, not a borrower's:
  // its errors (hot-update refusals among them) stay in its console, out of the error store.
  if (runsOverride) {
    console.error('Not reported (this tab runs an override):', context ?? '', error);
    return Promise.resolve();
  }
  reporter ??= createClientErrorReporter(getPortal().api, () => navigator.userAgent);
  return reporter(error, context);
}

/** Told once at boot whether this tab runs an override of any area. */
export function setRunsOverride(value: boolean) {
  runsOverride = value;
}

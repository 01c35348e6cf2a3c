// The shell's handles on the portal-wide singletons, and its client-error reporter.
import { getPortal } from '@portal/shared-contracts';
import { createClientErrorReporter, type ClientErrorReporter } from './client-error-report';

let reporter: ClientErrorReporter | undefined;

export function reportClientError(error: unknown, context?: string): Promise<void> {
  reporter ??= createClientErrorReporter(getPortal().api, () => navigator.userAgent);
  return reporter(error, context);
}

// The order the contract test runs the calls in, so each finds the state it was written for:
// reads first on one session, then each write on a fresh seed and session (a payment, a password
// change or a hidden account must not change what the next call sees), and the calls that end
// the session last of all.
import type { AnyEndpoint } from '@portal/api-contract/endpoint';

export type Step<E extends AnyEndpoint = AnyEndpoint> = {
  readonly endpoint: E;
  readonly freshSeed: boolean;
};

const ENDS_SESSION = /log-?out|sign-?out|end-?session/i;

export function endsSession(endpoint: AnyEndpoint): boolean {
  return ENDS_SESSION.test(endpoint.name) || ENDS_SESSION.test(endpoint.path);
}

export function callOrder<E extends AnyEndpoint>(endpoints: readonly E[]): Step<E>[] {
  const reads = endpoints.filter((call) => call.method === 'GET' && !endsSession(call));
  const writes = endpoints.filter((call) => call.method !== 'GET' && !endsSession(call));
  const enders = endpoints.filter(endsSession);
  return [
    ...reads.map((endpoint) => ({ endpoint, freshSeed: false })),
    ...writes.map((endpoint) => ({ endpoint, freshSeed: true })),
    ...enders.map((endpoint) => ({ endpoint, freshSeed: true })),
  ];
}

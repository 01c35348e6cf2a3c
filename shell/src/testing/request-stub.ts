// jsdom has no Request, and react-router's data routers build one per navigation. This stub
// carries what the router reads (url, method, signal) so component tests can navigate.
class RequestStub {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  constructor(url: string | URL, init: { method?: string; signal?: AbortSignal | null } = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? new AbortController().signal;
  }
}

export function installRequestStub() {
  if (typeof globalThis.Request === 'undefined')
    Object.assign(globalThis, { Request: RequestStub });
}

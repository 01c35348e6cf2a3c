// The page's boot script (src/first-page) requests remotes.json before the shell has loaded, to
// preload the current area from it; the shell then takes that same response instead of asking
// again, so the file is downloaded once. A page global, because the two are separate scripts.
const KEY = '__portalRemotesResponse';
type Holder = { [KEY]?: Promise<Response> };
const holder = globalThis as Holder;

/** The boot script leaves its remotes.json request for the shell. */
export function handOffRemotesResponse(response: Promise<Response>): void {
  holder[KEY] = response;
}

/** The request the boot script left, once (a later retry asks the network), or undefined. */
export function takeRemotesResponse(): Promise<Response> | undefined {
  const response = holder[KEY];
  delete holder[KEY];
  return response;
}

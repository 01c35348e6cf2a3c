// The signed-in chrome (header, navigation, its icons and the logout flow) is a chunk of its own:
// the login page, where most visits start, does not download it. A tab with a session starts it
// at boot and the first page waits for it (../bootstrap.tsx); signing in starts it at once.
import { settled } from '../lib/settled';
import type * as SignedInLayoutModule from './signed-in-layout';

let chrome: Promise<typeof SignedInLayoutModule> | undefined;

/** Starts (once) and returns the chrome's load; a failed load is forgotten, so the next retries. */
export function loadSignedInChrome(): Promise<typeof SignedInLayoutModule> {
  chrome ??= settled(
    import(/* webpackChunkName: "signed-in-chrome" */ './signed-in-layout').catch(
      (error: unknown) => {
        chrome = undefined;
        throw error;
      },
    ),
  );
  return chrome;
}

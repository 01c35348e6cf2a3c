// The one jsdom environment for tests that talk to a back end over the network (renderArea's Mock
// Service Worker). jsdom has no Fetch API; jest-fixed-jsdom hands it Node's fetch, Request,
// Response, streams, TextEncoder and BroadcastChannel, all from one realm so they agree with each
// other and with msw's interceptors. File is added here: jsdom's own File is not a Node Blob, so an
// upload's file would fail the contract's `v.instance(Blob)` and never reach FormData intact.
// The portal's event bus opens a BroadcastChannel (a logout crosses tabs); Node's channel keeps
// the process alive until closed, which would leave Jest hanging after every file that touched
// getPortal(), so the test realm's channels do not hold the process open.
import FixedJsdomEnvironment from 'jest-fixed-jsdom';

export default class AreaTestEnvironment extends FixedJsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.File = globalThis.File;
    this.global.BroadcastChannel = class TestBroadcastChannel extends globalThis.BroadcastChannel {
      constructor(name) {
        super(name);
        this.unref();
      }
    };
  }
}

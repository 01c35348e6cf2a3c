// The journeys in WebKitGTK (classic WebDriver, MiniBrowser under Xvfb):
// `xvfb-run -a -s '-screen 0 1600x1200x24' node --test engines/webkit.test.ts`.
import { engineJourneys } from './journeys.ts';
import { webkitDriver } from './webkit-driver.ts';

engineJourneys('webkit', {
  start: (lane) => webkitDriver(lane.automationPort),
  // docs/decisions/005: WebKit reuses no `as=fetch` preload for the page's fetch(), and on a
  // page it has shown before it asks again for a remote entry (un-hashed, served no-cache).
  preloadsNotReused: (as, href, warm) =>
    as === 'fetch' || (warm && href.endsWith('/remoteEntry.js')),
});

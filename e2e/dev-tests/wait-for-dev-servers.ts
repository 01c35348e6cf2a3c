// Playwright waits for the shell's dev server only; the remotes compile in parallel and are not
// listening yet when it answers. A journey started then sees an area's fallback, so wait for all.
import { devPortalUrl, devRemoteUrl } from './dev-topology';

const DEADLINE_MS = 240_000;

export default async function waitForDevServers() {
  const urls = [
    `${devPortalUrl}/remotes.json`,
    ...([1, 2, 3, 4] as const).map((offset) => `${devRemoteUrl(offset)}/mf-manifest.json`),
  ];
  const until = Date.now() + DEADLINE_MS;
  for (const url of urls) {
    while (
      !(await fetch(url).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${DEADLINE_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

// The monolith's boot script (bench/webpack.monolith.js): like the federated page's
// (shell/src/first-page), it preloads the files of the area and page the URL shows before the
// entry has run, from the list its page carries (bench/lib/route-files-plugin.js).
import { SESSION_STORAGE_KEY } from '@portal/shared-contracts';
import { routeOfLocation } from '../../shell/src/routing/route-of-location';
import type { PreloadFile } from '../../shell/src/first-page/area-files';
import { appendPreloads } from '../../shell/src/first-page/preload-links';

const block = document.getElementById('monolith-route-files');
const files = JSON.parse(block?.textContent ?? '{}') as Record<string, PreloadFile[]>;
const route = routeOfLocation(location.hash, signedIn());
if (route)
  appendPreloads(document, [
    ...(files[`area-${route.area}`] ?? []),
    ...(files[`page-${route.page}`] ?? []),
  ]);

/** Whether the tab holds a session (its token), as the shell's session store reads it. */
function signedIn(): boolean {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      userToken?: unknown;
    } | null;
    return typeof stored?.userToken === 'string';
  } catch {
    return false;
  }
}

// The page's boot script (ADR 003): it runs before the shell's entry, asks for remotes.json
// (the page's preload answers it) and hands that request to the shell, then preloads the files
// of the area the URL's hash needs, so they download beside the shell's own boot instead of
// after it has rendered. An external, pinned file: the CSP stays without inline script.
import { SESSION_STORAGE_KEY } from '@portal/shared-contracts';
import { REMOTES_CONFIG_URL, type RemoteFilesConfig } from '../boot/remotes-config';
import { chooseReleases, releaseBucket } from '../boot/release-choice';
import { handOffRemotesResponse } from '../boot/remotes-handoff';
import { routeOfLocation } from '../routing/route-of-location';
import { areaFiles } from './area-files';
import { appendPreloads } from './preload-links';

/**
 * @param shellShared the share keys the shell provides (the build names them, see index.ts)
 */
export async function preloadArea(
  doc: Document = document,
  fetchImpl: typeof fetch = fetch,
  shellShared: readonly string[] = [],
): Promise<void> {
  const location = doc.defaultView?.location;
  if (!location) return;
  // The same request the shell makes (URL, mode, credentials), so the page's preload serves it.
  const response = fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  // The shell gets a copy made at once, so either may read its body first. A failure is the
  // shell's to show and report; caught here only so it is not an unhandled rejection first.
  const forShell = response.then((answer) => answer.clone());
  forShell.catch(() => undefined);
  handOffRemotesResponse(forShell);
  const route = routeOfLocation(location.hash, hasSession(doc));
  if (!route) return;
  let body: unknown;
  try {
    const answer = await response;
    if (!answer.ok) return;
    body = await answer.json();
  } catch {
    return;
  }
  // Read without a schema: remotes.json only names files to download early here, each script
  // with the hash it records, and the shell checks the whole file before it runs any of it
  // (area-files.ts, manifestAsWritten). A file of another shape throws, and nothing is preloaded.
  try {
    if (typeof body !== 'object' || body === null) return;
    // The build this browser will run of each area (the shell chooses with the same bucket).
    const chosen = chooseReleases(body as RemoteFilesConfig, releaseBucket(storageOf(doc)));
    appendPreloads(doc, areaFiles(chosen, route, location.href, shellShared));
  } catch {
    // Not remotes.json as a release writes it: the shell refuses the file and says so.
  }
}

/** The browser's storage, where the page may read it (a privacy mode may refuse). */
function storageOf(doc: Document): Storage | undefined {
  try {
    return doc.defaultView?.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the tab holds a session (its token), as the session store reads it at start. */
function hasSession(doc: Document): boolean {
  try {
    const text = doc.defaultView?.sessionStorage.getItem(SESSION_STORAGE_KEY);
    const stored: unknown = text ? JSON.parse(text) : null;
    return typeof (stored as { userToken?: unknown } | null)?.userToken === 'string';
  } catch {
    return false;
  }
}

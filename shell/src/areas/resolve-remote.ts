// How the shell registers a remote with the federation runtime: by its remote entry, which the
// remote's manifest names (docs/decisions/005). The manifest is the copy remotes.json carries,
// so registering costs no request; an entry without one (an older remotes.json, an override
// pointed at a manifest) has it fetched when the area is first needed, as the runtime did.
import * as v from 'valibot';
import type { RemoteConfig } from '../boot/remotes-config';
import { isManifestUrl, locateRemote, RemoteManifestSchema } from './remote-manifest';

export interface RemoteRegistration {
  entry: string;
  /** The global the entry assigns its container to, when the manifest names it. */
  entryGlobalName?: string;
}

/**
 * @param page the page's URL, against which a relative entry resolves
 * @throws an Error saying what failed, when the manifest cannot be read or used
 */
export async function resolveRemote(
  remote: RemoteConfig,
  page: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteRegistration> {
  // An override may name the remote entry itself.
  if (!isManifestUrl(remote.entry, page)) return { entry: new URL(remote.entry, page).href };
  const body = remote.manifest ?? (await fetchManifest(remote.entry, fetchImpl));
  const manifest = v.safeParse(RemoteManifestSchema, body);
  if (!manifest.success)
    throw new Error(`${remote.entry} is not a remote manifest the portal can read`);
  const location = locateRemote(remote.entry, manifest.output, page);
  if (!location)
    throw new Error(`${remote.entry} computes where its files are (getPublicPath), in code`);
  const { globalName } = manifest.output.metaData;
  return { entry: location.entry, ...(globalName ? { entryGlobalName: globalName } : {}) };
}

async function fetchManifest(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

// remotes.json: deploy-time configuration naming the one build of each remote to load.
// Fetched at start, never compiled in, so rolling back one area is a change of this file alone.
import * as v from 'valibot';
import { type AreaName } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import { takeRemotesResponse } from './remotes-handoff';

const RemoteSchema = v.object({
  entry: v.pipe(v.string(), v.url()),
  version: v.string(),
  contractVersion: v.optional(v.string()),
  // The remote's mf-manifest.json, copied in when remotes.json is written (scripts/deploy), so
  // the federation runtime need not fetch it: one round trip less before the area's code loads
  // (docs/decisions/005). Absent: the runtime fetches `entry` as before.
  manifest: v.optional(v.looseObject({ name: v.string(), metaData: v.looseObject({}) })),
  // The SHA-384 of every script the build published, by path beside `entry`, as its release
  // recorded them (docs/decisions/006). Absent: production runs none of its scripts.
  integrity: v.optional(
    v.record(v.string(), v.pipe(v.string(), v.regex(/^sha384-[A-Za-z0-9+/]{64}$/))),
  ),
});

export const RemotesConfigSchema = v.object({
  identity: v.optional(RemoteSchema),
  payments: v.optional(RemoteSchema),
  servicing: v.optional(RemoteSchema),
  profile: v.optional(RemoteSchema),
});

export type RemoteConfig = v.InferOutput<typeof RemoteSchema> & {
  /**
   * Set only by this browser's override of the area (src/overrides, docs/decisions/008), never
   * read from remotes.json: its scripts may run without a recorded hash.
   */
  override?: true;
};
export type RemotesConfig = Partial<Record<AreaName, RemoteConfig>>;

/** What locating and pinning an area's files reads of remotes.json (its entry, manifest, hashes). */
export type RemoteFilesConfig = Partial<
  Record<AreaName, { entry: string; manifest?: unknown; integrity?: Record<string, string> }>
>;

export const REMOTES_CONFIG_URL = 'remotes.json';

export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  // The boot script's request when it made one (the page preloads it for either), else ours.
  const response = await (takeRemotesResponse() ??
    fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseWire(RemotesConfigSchema, await response.json(), 'remotes.json');
}

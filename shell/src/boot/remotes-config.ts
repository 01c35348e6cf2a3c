// remotes.json: deploy-time configuration naming the one build of each remote to load.
// Fetched at start, never compiled in, so rolling back one area is a change of this file alone.
import * as v from 'valibot';
import { type AreaName } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import { takeRemotesResponse } from './remotes-handoff';

const ReleaseEntries = {
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
};

const RemoteSchema = v.object({
  ...ReleaseEntries,
  // A build a share of browsers runs instead (./release-choice.ts, docs/decisions/011).
  canary: v.optional(
    v.object({
      ...ReleaseEntries,
      // A whole percent (a check, not maxValue: the shell's shared valibot surface lacks it).
      percent: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(0),
        v.check((percent) => percent <= 100),
      ),
    }),
  ),
});

export const RemotesConfigSchema = v.object({
  identity: v.optional(RemoteSchema),
  payments: v.optional(RemoteSchema),
  servicing: v.optional(RemoteSchema),
  profile: v.optional(RemoteSchema),
});

/** remotes.json as published: each area's live build, and maybe its canary. */
export type LiveRemotesConfig = v.InferOutput<typeof RemotesConfigSchema>;

/** The build of an area this tab runs, as ./release-choice.ts chose it. */
export type RemoteConfig = Omit<v.InferOutput<typeof RemoteSchema>, 'canary'> & {
  /** This browser's bucket fell in the canary's share (absent: the live build). */
  variant?: 'canary';
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

/** remotes.json at boot: the boot script's request when it made one (the page preloads it). */
export const fetchRemotesConfig = (fetchImpl: typeof fetch = fetch) =>
  readRemotesConfig(takeRemotesResponse() ?? fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-cache' }));

/** remotes.json as published now, read afresh (the operator's status page). */
export const fetchLiveRemotes = (fetchImpl: typeof fetch = fetch) =>
  readRemotesConfig(fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-cache' }));

async function readRemotesConfig(request: Promise<Response>): Promise<LiveRemotesConfig> {
  const response = await request;
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseWire(RemotesConfigSchema, await response.json(), 'remotes.json');
}

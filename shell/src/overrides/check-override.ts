// Whether one area may be pointed at a build the deployment did not publish: only on an
// origin the deployment lists, and only if that build's manifest says it was made against a
// contract this shell provides (the rule promote applies: isContractCompatible), and only if it
// publishes its scripts' hashes. Nothing of the build is run here: its manifest and
// integrity.json are read.
import * as v from 'valibot';
import { isContractCompatible, type AreaName } from '@portal/shared-contracts';
import type { RemoteConfig } from '../boot/remotes-config';
import { containerName } from '../areas/federation';
import { originPermitted } from './override-origins';
import type { OverridePolicy } from './override-policy';

const CONTRACTS = '@portal/shared-contracts';

const ManifestSchema = v.object({
  name: v.string(),
  metaData: v.optional(
    v.looseObject({
      buildInfo: v.optional(v.looseObject({ buildVersion: v.optional(v.string()) })),
    }),
  ),
  shared: v.array(v.looseObject({ name: v.string(), version: v.optional(v.string()) })),
});
const IntegritySchema = v.record(
  v.string(),
  v.pipe(v.string(), v.regex(/^sha384-[A-Za-z0-9+/]{64}$/)),
);

export type OverrideCheck = { ok: true; remote: RemoteConfig } | { ok: false; message: string };

interface CheckRequest {
  area: AreaName;
  url: string;
  policy: OverridePolicy;
  fetchImpl?: typeof fetch;
  /** The contract this shell was built with and provides as the shared singleton. */
  hostContract?: string;
}

export async function checkOverride({
  area,
  url,
  policy,
  fetchImpl = fetch,
  hostContract = __BUILT_CONTRACT_VERSION__,
}: CheckRequest): Promise<OverrideCheck> {
  const refuse = (reason: string): OverrideCheck => ({ ok: false, message: `Refused: ${reason}` });
  if (!policy.enabled) return refuse('this deployment does not allow overrides.');
  if (!originPermitted(url, policy.origins))
    return refuse(`this deployment allows overrides only from ${policy.origins.join(', ')}.`);
  // A remote entry's manifest sits beside it (dev servers and releases both write one).
  const manifestUrl = new URL(url).pathname.endsWith('.json')
    ? url
    : new URL('mf-manifest.json', url).href;
  const manifest = await readJson(fetchImpl, manifestUrl, ManifestSchema);
  if (!manifest)
    return refuse(
      `${manifestUrl} did not answer with a remote manifest, so its contract version is unknown.`,
    );
  if (manifest.name !== containerName(area))
    return refuse(`that build is ${manifest.name}, not the ${area} remote.`);
  const contract = manifest.shared.find((s) => s.name === CONTRACTS)?.version ?? '(unknown)';
  if (!isContractCompatible(contract, hostContract))
    return refuse(
      `that ${area} build was made against shared-contracts ${contract}; this portal provides ${hostContract}.`,
    );
  // Its scripts run pinned to the hashes it published, like a release's (docs/decisions/006).
  // A development build publishes none, and could not run here anyway: its modules are eval'd
  // (the portal's CSP allows no eval) and its JSX needs React's development build.
  const integrity = await readJson(
    fetchImpl,
    new URL('integrity.json', manifestUrl).href,
    IntegritySchema,
  );
  if (!integrity)
    return refuse(
      `that build publishes no script hashes (integrity.json): a development build cannot run in a deployed portal. Serve a production build (webpack serve --mode production).`,
    );
  return {
    ok: true,
    remote: {
      entry: url,
      version: manifest.metaData?.buildInfo?.buildVersion ?? 'override',
      contractVersion: contract,
      integrity,
      override: true,
    },
  };
}

async function readJson<S extends v.GenericSchema>(
  fetchImpl: typeof fetch,
  url: string,
  schema: S,
): Promise<v.InferOutput<S> | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = v.safeParse(schema, await response.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

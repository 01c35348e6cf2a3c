// The deployment's override policy, answered by the shell's own nginx from the deploy
// configuration (tooling/remote-overrides.js). Anything but a readable "enabled" answer means
// overrides are off: production answers disabled, a shell served without it answers 404.
import * as v from 'valibot';

export const OVERRIDE_POLICY_URL = 'remote-overrides.json';

const PolicySchema = v.object({ enabled: v.boolean(), origins: v.array(v.string()) });
export type OverridePolicy = v.InferOutput<typeof PolicySchema>;

export const OVERRIDES_DISABLED: OverridePolicy = { enabled: false, origins: [] };

export async function fetchOverridePolicy(
  fetchImpl: typeof fetch = fetch,
): Promise<OverridePolicy> {
  try {
    const response = await fetchImpl(OVERRIDE_POLICY_URL, { cache: 'no-cache' });
    if (!response.ok) return OVERRIDES_DISABLED;
    const parsed = v.safeParse(PolicySchema, await response.json());
    return parsed.success && parsed.output.enabled ? parsed.output : OVERRIDES_DISABLED;
  } catch {
    return OVERRIDES_DISABLED;
  }
}

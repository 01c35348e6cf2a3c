// Overriding one remote in a deployed portal (docs/decisions/008): a staging or review
// deployment lists the origins an override may point at (e.g. a developer's own servers,
// `http://localhost:*`); production lists none. The shell's nginx answers that policy at
// OVERRIDE_POLICY_PATH and the shell page's CSP names those origins only then, so the list is
// stated once, in the deploy configuration, and the browser and the CSP cannot disagree.

/** Where the shell's origin answers the deployment's override policy. */
export const OVERRIDE_POLICY_PATH = '/remote-overrides.json';

// One scheme, one host (no wildcard host), an exact port or any port: never wider than a host.
const ORIGIN = /^(https?):\/\/([a-z0-9]([a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(:(\d{1,5}|\*))?$/;

/**
 * The override origins a deployment names, comma- or space-separated (the
 * `--override-origins` option of serve-portal.mjs, PORTAL_OVERRIDE_ORIGINS elsewhere).
 * Anything that is not one origin is refused: it would go into the CSP as it is.
 * @param {string | undefined} text
 * @returns {string[]}
 */
export function parseOverrideOrigins(text) {
  const origins = (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => origin.toLowerCase());
  for (const origin of origins)
    if (!ORIGIN.test(origin))
      throw new Error(
        `"${origin}" is not an override origin (scheme://host with an optional :port or :*)`,
      );
  return [...new Set(origins)];
}

/**
 * CSP sources for the override origins; with `websockets`, each one's ws:/wss: twin too (a
 * dev server's hot-update socket: CSP's http: source does not match ws:).
 * @param {string[]} origins
 */
export function overrideSources(origins, { websockets = false } = {}) {
  return origins.flatMap((origin) =>
    websockets ? [origin, origin.replace(/^http/, 'ws')] : [origin],
  );
}

/** The policy the shell reads before it applies a browser's override. */
export function overridePolicyJson(origins) {
  return JSON.stringify({ enabled: origins.length > 0, origins });
}

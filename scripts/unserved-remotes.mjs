// A deploy root's remotes.json names the origins its areas were published for (the default
// :3001–3004, or PORTAL_REMOTE_ORIGINS at publish time). Served on another base, those origins
// answer nothing and every such area is unreachable: say so before a borrower finds out.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The areas of `remotes` (remotes.json, with a canary's entry beside the stable one) whose entry
 * is on loopback but not on the origin this topology serves the area on.
 * @returns {{ area: string, named: string, served: string }[]}
 */
export function unservedRemotes(remotes, top) {
  return top.remotes.flatMap((remote) => {
    const listed = remotes?.[remote.area];
    const entries = [listed?.entry, listed?.canary?.entry].filter(Boolean);
    return entries.flatMap((entry) => {
      const named = new URL(entry);
      const served = new URL(remote.url);
      const elsewhere =
        LOOPBACK.has(named.hostname) &&
        (named.port !== served.port || named.protocol !== served.protocol);
      // Said with the host the deploy root uses (localhost or 127.0.0.1 are the same servers).
      const here = `${served.protocol}//${named.host.replace(/:\d+$/, '')}:${served.port}`;
      return elsewhere ? [{ area: remote.area, named: named.origin, served: here }] : [];
    });
  });
}

/** What serve-portal prints for them: each area, and the two ways out. */
export function unservedRemotesWarning(unserved, remotesFile) {
  const lines = unserved.map(
    ({ area, named, served }) =>
      `  ${area}: remotes.json names ${named}; this server serves it on ${served}`,
  );
  const origins = Object.fromEntries(unserved.map(({ area, served }) => [area, served]));
  return [
    `Warning: ${remotesFile} names origins this server does not serve, so these areas will not load:`,
    ...lines,
    `Serve with the --base the deploy root was published for, or publish again with`,
    `  PORTAL_REMOTE_ORIGINS='${JSON.stringify(origins)}'`,
  ].join('\n');
}

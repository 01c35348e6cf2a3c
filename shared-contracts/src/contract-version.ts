// The version of the runtime contract between the shell and the remotes. It moves with
// package.json (a test keeps them equal): a new major means a remote built against the old
// one must be refused, a new minor must stay compatible with remotes built against older minors.
export const CONTRACT_VERSION = '2.3.0';

interface SemVer {
  major: number;
  minor: number;
  patch: number;
}

export function parseSemVer(text: string): SemVer | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/**
 * Whether a remote built against `remoteVersion` of the contract may run in a host that
 * provides `hostVersion`. Same major, and the host at least as new (a remote built against a
 * newer minor may call what this host lacks). In 0.x every minor is breaking, as semver says.
 */
export function isContractCompatible(remoteVersion: string, hostVersion: string): boolean {
  const remote = parseSemVer(remoteVersion);
  const host = parseSemVer(hostVersion);
  if (!remote || !host) return false;
  if (remote.major !== host.major) return false;
  if (host.major === 0) return remote.minor === host.minor;
  return remote.minor <= host.minor;
}

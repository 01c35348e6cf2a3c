// Whether a URL is on one of the origins the deployment lets an override point at
// (tooling/remote-overrides.js writes the same patterns into the page's CSP): a scheme, one
// host, and an exact port or `*` for any.
const PATTERN = /^(https?):\/\/([^/:]+|\[[^\]]+\])(?::(\d+|\*))?$/;
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

export function originPermitted(url: string, patterns: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.username || target.password) return false;
  const port = target.port || DEFAULT_PORT[target.protocol];
  return patterns.some((pattern) => {
    const match = PATTERN.exec(pattern.toLowerCase());
    if (!match) return false;
    const [, scheme, host, patternPort] = match;
    if (`${scheme}:` !== target.protocol || host !== target.hostname) return false;
    return patternPort === '*' || (patternPort ?? DEFAULT_PORT[target.protocol]) === port;
  });
}

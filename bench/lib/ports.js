// Where `pnpm bench` listens. The federated topology takes base..base+4 (shell, remotes),
// base+99 (control) and base+100 (sandbox), the monolith base+10. The README's `pnpm start`
// and the lead's CI runs own 3000–3100, so a base whose range reaches them is refused.
import { topology } from '../../scripts/portal-topology.mjs';

const DEFAULT_BASE = 5600;
const RESERVED = { from: 3000, to: 3100 };
const SPAN = 100; // the highest offset used: the sandbox

/**
 * @param {string | undefined} flag the --base option, if given
 * @param {Record<string, string | undefined>} env BENCH_BASE_PORT, else E2E_BASE_PORT
 */
export function benchBasePort(flag, env) {
  const text = flag ?? env.BENCH_BASE_PORT ?? env.E2E_BASE_PORT;
  const base = text === undefined ? DEFAULT_BASE : Number(text);
  if (!Number.isInteger(base) || base < 1024 || base + SPAN > 65535)
    throw new Error(`The bench's base port must be a port from 1024 to ${65535 - SPAN}: ${text}`);
  if (base <= RESERVED.to && base + SPAN >= RESERVED.from)
    throw new Error(
      `The bench's ports ${base}–${base + SPAN} would reach 3000–3100 (pnpm start, CI): pick another base`,
    );
  return base;
}

/** The ports one bench run listens on. */
export function benchPorts(base) {
  const top = topology(base);
  return {
    shell: top.shell.port,
    remotes: top.remotes.map((r) => r.port),
    monolith: base + 10,
    sandbox: top.sandbox.port,
  };
}

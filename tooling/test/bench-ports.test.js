// Which ports `pnpm bench` listens on: a base from --base or the environment, never one whose
// range reaches the ports the README's `pnpm start` and the lead's CI runs use (3000–3100).
import { describe, expect, it } from '@jest/globals';
import { benchBasePort, benchPorts } from '../../bench/lib/ports.js';

describe('benchBasePort', () => {
  it('takes --base first, then BENCH_BASE_PORT, then E2E_BASE_PORT, else 5600', () => {
    expect(benchBasePort('7500', { BENCH_BASE_PORT: '7600', E2E_BASE_PORT: '7400' })).toBe(7500);
    expect(benchBasePort(undefined, { BENCH_BASE_PORT: '7600', E2E_BASE_PORT: '7400' })).toBe(7600);
    expect(benchBasePort(undefined, { E2E_BASE_PORT: '7400' })).toBe(7400);
    expect(benchBasePort(undefined, {})).toBe(5600);
  });

  it('refuses a base whose ports would reach 3000–3100', () => {
    expect(() => benchBasePort('3000', {})).toThrow(/3000–3100/);
    expect(() => benchBasePort(undefined, { E2E_BASE_PORT: '2950' })).toThrow(/3000–3100/);
    expect(() => benchBasePort('3101', {})).not.toThrow();
  });

  it('refuses what is not a port', () => {
    expect(() => benchBasePort('abc', {})).toThrow(/port/);
    expect(() => benchBasePort('65500', {})).toThrow(/port/);
  });
});

describe('benchPorts', () => {
  it('puts the shell on the base, the remotes after it, the monolith on base+10, the sandbox on base+100', () => {
    const ports = benchPorts(7400);
    expect(ports.shell).toBe(7400);
    expect(ports.remotes).toEqual([7401, 7402, 7403, 7404]);
    expect(ports.monolith).toBe(7410);
    expect(ports.sandbox).toBe(7500);
  });
});

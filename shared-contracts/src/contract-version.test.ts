import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { CONTRACT_VERSION, isContractCompatible } from './contract-version';

describe('isContractCompatible', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.0', '1.3.2', true], // remote built against an older minor keeps working
    ['1.4.0', '1.3.2', false], // remote needs what this host lacks
    ['2.0.0', '1.9.9', false],
    ['1.9.9', '2.0.0', false],
    ['0.3.1', '0.3.0', true],
    ['0.2.0', '0.3.0', false],
    ['not-a-version', '1.0.0', false],
  ])('remote %s in host %s → %s', (remote, host, expected) => {
    expect(isContractCompatible(remote, host)).toBe(expected);
  });

  it('keeps CONTRACT_VERSION equal to the package version that remotes are built against', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(CONTRACT_VERSION).toBe(pkg.version);
  });
});

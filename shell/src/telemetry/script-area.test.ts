import { describe, expect, it } from '@jest/globals';
import type { RemotesConfig } from '../boot/remotes-config';
import { areaOfScript } from './script-area';

const remotes: RemotesConfig = {
  payments: { entry: 'https://cdn.example/mfe-payments/0.1.2/mf-manifest.json', version: '0.1.2' },
  profile: { entry: 'http://127.0.0.1:3004/remoteEntry.js', version: 'local' },
};
const page = 'https://portal.example';

describe('areaOfScript', () => {
  it.each([
    [
      'a chunk of the payments release',
      'https://cdn.example/mfe-payments/0.1.2/412.js',
      'payments',
    ],
    ['another payments release', 'https://cdn.example/mfe-payments/0.1.1/412.js', undefined],
    ['a profile dev server file', 'http://127.0.0.1:3004/src_pages.js', 'profile'],
    ['the shell page origin', 'https://portal.example/main.js', 'shell'],
    ['a script elsewhere', 'https://elsewhere.example/x.js', undefined],
    ['an origin that only starts like the page', 'https://portal.example.evil/x.js', undefined],
  ])('%s', (_, script, area) => {
    expect(areaOfScript(script, remotes, page)).toBe(area);
  });
});

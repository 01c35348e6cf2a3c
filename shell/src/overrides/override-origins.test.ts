import { describe, expect, it } from '@jest/globals';
import { originPermitted } from './override-origins';

describe('originPermitted: only the origins the deployment lists', () => {
  it.each([
    ['http://localhost:3012/remoteEntry.js', ['http://localhost:*'], true],
    ['http://localhost/mf-manifest.json', ['http://localhost:*'], true],
    ['http://LOCALHOST:3012/mf-manifest.json', ['http://localhost:*'], true],
    ['http://localhost:3012/remoteEntry.js', ['http://localhost:3012'], true],
    ['http://localhost:3013/remoteEntry.js', ['http://localhost:3012'], false],
    ['http://localhost:80/remoteEntry.js', ['http://localhost'], true],
    ['https://localhost:3012/remoteEntry.js', ['http://localhost:*'], false],
    ['http://127.0.0.1:3012/remoteEntry.js', ['http://localhost:*'], false],
    ['http://localhost.evil.test:3012/remoteEntry.js', ['http://localhost:*'], false],
    ['http://user@localhost:3012/remoteEntry.js', ['http://localhost:*'], false],
    ['javascript:alert(1)', ['http://localhost:*'], false],
    ['not a url', ['http://localhost:*'], false],
    ['http://localhost:3012/remoteEntry.js', [], false],
  ])('%s with %j → %s', (url, origins, expected) => {
    expect(originPermitted(url, origins)).toBe(expected);
  });
});

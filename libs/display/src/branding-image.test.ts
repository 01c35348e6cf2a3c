import { describe, expect, it } from '@jest/globals';
import { brandingImageUrl } from './branding-image';

const page = 'https://portal.example.com';

describe('branding image address (spec 1 §9: CDN folder under branding/logos)', () => {
  it.each([
    ['a folder on the portal', 'sandbox', 'login-bg.jpg', '/sandbox/branding/logos/login-bg.jpg'],
    [
      'an https CDN',
      'https://cdn.example.net/lakeside/',
      'bg.png',
      'https://cdn.example.net/lakeside/branding/logos/bg.png',
    ],
    ['no file set', 'sandbox', '', null],
    ['no CDN folder', '', 'bg.png', null],
    ['a plain-http CDN (the CSP refuses it)', 'http://cdn.example.net/x', 'bg.png', null],
    ['a path in the file name', 'sandbox', '../../evil.png', null],
    ['a script address as file name', 'sandbox', 'javascript:alert(1)', null],
    ['a query smuggled in', 'sandbox', 'bg.png?x=1', null],
    ['dots only', 'sandbox', '..', null],
  ])('%s', (_case, folder, file, address) => {
    expect(brandingImageUrl(folder, file, page)).toBe(address);
  });
});

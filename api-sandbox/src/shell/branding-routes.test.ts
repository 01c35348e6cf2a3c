import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const settings = async () =>
  (await sandbox.request('GET', '/api/setup/ApplicationOptions')).body.gassySettings.shared;

const branding = (file: string) => fetch(`${sandbox.url}/sandbox/branding/logos/${file}`);

describe('the sandbox CDN folder (spec 1 §9: branding images under branding/logos)', () => {
  it('serves the files the branded profile names, as images that run nothing', async () => {
    await sandbox.reset('all-features');
    const shared = await settings();
    for (const key of ['Login.LogoFile', 'Login.BackgroundFile']) {
      const file: string = shared[key];
      expect(file).toMatch(/\.svg$/);
      const response = await branding(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('gives the logo the institution name as its title', async () => {
    await sandbox.reset('all-features');
    const svg = await (await branding((await settings())['Login.LogoFile'])).text();
    expect(svg).toContain('<title>Lakeside Loan Servicing</title>');
  });

  it('leaves the default profile unbranded: the portal shows its text mark', async () => {
    const shared = await settings();
    expect(shared['Login.LogoFile']).toBe('');
    expect(shared['Login.BackgroundFile']).toBe('');
  });

  it('answers 404 for a file it does not have, and refuses other methods', async () => {
    expect((await branding('nothing-here.svg')).status).toBe(404);
    expect((await branding('..%2Fsandbox.sqlite')).status).toBe(404);
    const post = await fetch(`${sandbox.url}/sandbox/branding/logos/lakeside-logo.svg`, {
      method: 'POST',
    });
    expect(post.status).toBe(405);
  });
});

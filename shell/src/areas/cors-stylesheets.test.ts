import { describe, expect, it } from '@jest/globals';
import { corsStylesheets } from './cors-stylesheets';

function createLink(url: string, attrs: Record<string, string>) {
  const hook = corsStylesheets().createLink;
  const made = hook?.({ url, attrs } as Parameters<NonNullable<typeof hook>>[0]);
  return made instanceof HTMLLinkElement ? made : made?.link;
}

describe('corsStylesheets', () => {
  it("requests a remote's stylesheet with CORS, keeping the attributes the runtime asked for", () => {
    const link = createLink('https://cdn.test/servicing/1.3.0/area.0ce9d2b834.css', {
      rel: 'stylesheet',
      type: 'text/css',
    });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link?.getAttribute('href')).toBe('https://cdn.test/servicing/1.3.0/area.0ce9d2b834.css');
    expect(link?.getAttribute('rel')).toBe('stylesheet');
    expect(link?.getAttribute('type')).toBe('text/css');
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('leaves every other link to the runtime', () => {
    expect(
      createLink('https://cdn.test/servicing/1.3.0/524.js', { rel: 'preload', as: 'script' }),
    ).toBeUndefined();
  });
});

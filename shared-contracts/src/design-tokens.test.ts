import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { BRAND_COLOUR_TOKENS, DESIGN_TOKENS } from './design-tokens';

const tokensCss = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
const declared = [...tokensCss.matchAll(/^\s*(--[a-z0-9-]+)\s*:/gm)].map((m) => m[1]);

describe('design tokens', () => {
  it('defines in tokens.css exactly the tokens the contract lists, each once', () => {
    expect([...declared].sort()).toEqual([...DESIGN_TOKENS].sort());
  });

  it('names every token in the portal namespace, so no area or library clashes with it', () => {
    expect(DESIGN_TOKENS.filter((t) => !t.startsWith('--portal-'))).toEqual([]);
  });

  it('lets branding replace only tokens that exist', () => {
    for (const token of Object.values(BRAND_COLOUR_TOKENS)) {
      expect(DESIGN_TOKENS).toContain(token);
    }
  });
});

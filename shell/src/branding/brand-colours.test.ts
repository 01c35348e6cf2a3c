import { describe, expect, it } from '@jest/globals';
import type { ShellOptionKey } from '../lib/shell-settings';
import { applyBrandColours } from './brand-colours';

const settings =
  (values: Partial<Record<ShellOptionKey, string>>) =>
  (key: ShellOptionKey): string =>
    values[key] ?? '';

describe('applyBrandColours', () => {
  it('sets the light tones to the institution colours when they pass AA', () => {
    const root = document.createElement('div');
    applyBrandColours(
      settings({ 'Branding.ColorPrimary': '#7a1f2b', 'Branding.ColorPrimaryDark': '#4d121b' }),
      root,
    );
    expect(root.style.getPropertyValue('--portal-brand-light')).toBe('#7a1f2b');
    expect(root.style.getPropertyValue('--portal-brand-light-strong')).toBe('#4d121b');
  });

  it('gives the dark scheme a lighter tone of the brand, not the dark red itself', () => {
    const root = document.createElement('div');
    applyBrandColours(settings({ 'Branding.ColorPrimary': '#7a1f2b' }), root);
    const dark = root.style.getPropertyValue('--portal-brand-dark');
    expect(dark).toMatch(/^#[0-9a-f]{6}$/);
    expect(dark).not.toBe('#7a1f2b');
  });

  it.each(['', 'red', '#fff', 'url(x)', '#7a1f2b; color: red'])(
    'keeps the portal colours for %j',
    (value) => {
      const root = document.createElement('div');
      root.style.setProperty('--portal-brand-light', '#123456');
      applyBrandColours(settings({ 'Branding.ColorPrimary': value }), root);
      expect(root.style.getPropertyValue('--portal-brand-light')).toBe('');
    },
  );
});

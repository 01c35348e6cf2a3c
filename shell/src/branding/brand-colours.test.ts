import { describe, expect, it } from '@jest/globals';
import type { ShellOptionKey } from '../lib/shell-settings';
import { applyBrandColours } from './brand-colours';

const settings =
  (values: Partial<Record<ShellOptionKey, string>>) =>
  (key: ShellOptionKey): string =>
    values[key] ?? '';

describe('applyBrandColours', () => {
  it('sets the brand tokens from the institution colours', () => {
    const root = document.createElement('div');
    applyBrandColours(
      settings({ 'Branding.ColorPrimary': '#7a1f2b', 'Branding.ColorPrimaryDark': '#4d121b' }),
      root,
    );
    expect(root.style.getPropertyValue('--portal-color-brand')).toBe('#7a1f2b');
    expect(root.style.getPropertyValue('--portal-color-brand-dark')).toBe('#4d121b');
  });

  it.each(['', 'red', '#fff', 'url(x)', '#7a1f2b; color: red'])(
    'keeps the portal colour for %j',
    (value) => {
      const root = document.createElement('div');
      root.style.setProperty('--portal-color-brand', '#123456');
      applyBrandColours(settings({ 'Branding.ColorPrimary': value }), root);
      expect(root.style.getPropertyValue('--portal-color-brand')).toBe('');
    },
  );
});

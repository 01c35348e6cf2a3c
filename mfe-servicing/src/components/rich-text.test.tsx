import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('keeps formatting and drops scripts and event handlers', async () => {
    render(
      <RichText html={'<b>Bold</b><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    // The plain words first; the formatting once the sanitiser has loaded (on demand).
    expect((await screen.findByText('Bold', { selector: 'b' })).tagName).toBe('B');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });
});

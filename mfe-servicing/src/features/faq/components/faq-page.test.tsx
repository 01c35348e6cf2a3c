import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderArea } from '@portal/area-testing/render-area';
import FaqPage from './faq-page';

describe('FaqPage', () => {
  it('opens on General and shows exactly one section at a time', async () => {
    renderArea(<FaqPage signedIn />, {
      area: 'servicing' as const,
      settings: { 'Faq.RatesText': '<p>Rates today</p>' },
    });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('General');
    const nav = screen.getByRole('navigation', { name: 'FAQ sections' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Rates' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Rates today')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Rates' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.selectOptions(screen.getByLabelText('Section'), 'Security');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Security');
  });

  it('leaves out hidden sections, and links back to login when signed out', () => {
    renderArea(<FaqPage signedIn={false} />, {
      area: 'servicing' as const,
      session: null,
      settings: { 'Faq.HideRates': 'true' },
    });
    expect(screen.queryByRole('button', { name: 'Rates' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/home/login',
    );
  });

  // The shell's layout header carries the institution's logo on every page (spec 3 §2:
  // "logged-out see a logo"); the page repeating it showed the logo twice.
  it('leaves the logo to the layout header: the page shows none of its own, signed out or in', () => {
    const options = {
      area: 'servicing' as const,
      session: null,
      institution: { CdnFolder: 'https://cdn.example.com/lakeside' },
      settings: { 'Login.LogoFile': 'logo.png' },
    };
    const { unmount } = renderArea(<FaqPage signedIn={false} />, options);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    renderArea(<FaqPage signedIn />, options);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

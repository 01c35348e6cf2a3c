import { describe, expect, it } from '@jest/globals';
import { AREA_PAGES } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import area from './area';

// Each page at a URL it accepts (pages that need a token in the URL leave without one).
const ENTRY: Record<(typeof AREA_PAGES.identity)[number], string> = {
  login: '/home/login',
  register: '/home/register',
  sso: '/home/sso?token=abc',
  verifyEmail: '/home/verifyEmail/abc',
  forcePasswordChange: '/home/forcePasswordChange/abc',
  recovery: '/home/recovery',
  activate: '/home/activate?token=abc',
  optOut: '/opt-out?token=abc',
};

describe('the identity area module', () => {
  it.each(AREA_PAGES.identity)('renders a titled page for %s', async (page) => {
    render(
      <MemoryRouter initialEntries={[ENTRY[page]]}>
        <Routes>
          <Route path="*" element={<area.Page page={page} signedIn={false} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  });
});

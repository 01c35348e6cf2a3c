import { describe, expect, it } from '@jest/globals';
import { AREA_PAGES } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import area from './area';

describe('the payments area module', () => {
  it.each(AREA_PAGES.payments)('renders a titled page for %s', async (page) => {
    render(
      <MemoryRouter>
        <area.Page page={page} signedIn />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });
});

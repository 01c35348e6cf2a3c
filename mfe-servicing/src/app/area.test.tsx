import { describe, expect, it } from '@jest/globals';
import { AREA_PAGES } from '@portal/shared-contracts';
import { screen } from '@testing-library/react';
import { renderArea } from '@portal/area-testing/render-area';
import area from './area';

describe('the servicing area module', () => {
  it('serves every servicing page of the contract', () => {
    expect(AREA_PAGES.servicing).toHaveLength(11);
  });

  it('loads the FAQ page lazily and renders it', async () => {
    renderArea(<area.Page page="faq" signedIn={false} />, { session: null });
    expect(
      await screen.findByRole('heading', { name: 'Frequently Asked Questions' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});

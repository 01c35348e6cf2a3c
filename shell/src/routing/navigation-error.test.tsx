import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Link } from '@portal/ui/link';
import { installRequestStub } from '../testing/request-stub';
import { RouteErrorBoundary } from './route-error-boundary';

installRequestStub();

function Broken(): never {
  throw new Error('route failed');
}

describe('navigation error (spec 1 §2)', () => {
  it('shows the page error banner instead of a blank page, and the next page renders afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Fine</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>Fine page</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while trying to load that page.',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Fine' }));
    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

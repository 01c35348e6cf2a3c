import { render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { installRequestStub } from '../testing/request-stub';
import { NavigationError } from './navigation-error';

installRequestStub();

function Broken(): never {
  throw new Error('route failed');
}

describe('navigation error (spec 1 §2)', () => {
  it('shows the page error banner instead of a blank page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <NavigationError /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while trying to load that page.',
    );
  });
});

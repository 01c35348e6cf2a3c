import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import type { ReactNode } from 'react';
import { Link, NavLink } from './link';

function Where() {
  const { pathname } = useLocation();
  return (
    <p>
      at {pathname} by {useNavigationType()}
    </p>
  );
}

function at(path: string, children: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a link to the page that a click opens in place', async () => {
    at('/home/login', <Link to="/home/register">Register</Link>);
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link).toHaveAttribute('href', '/home/register');
    await userEvent.click(link);
    expect(screen.getByText('at /home/register by PUSH')).toBeInTheDocument();
  });

  it('replaces the history entry when asked to', async () => {
    at(
      '/home/login',
      <Link to="/home/faq" replace>
        FAQ
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByText('at /home/faq by REPLACE')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    let leftToBrowser: boolean | undefined;
    at(
      '/home/login',
      // Reads what the link did with the click, then cancels it: jsdom cannot open a tab.
      <div
        onClick={(event) => {
          leftToBrowser = !event.defaultPrevented;
          event.preventDefault();
        }}
      >
        <Link to="/home/register">Register</Link>
      </div>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Register' }), { ctrlKey: true });
    expect(leftToBrowser).toBe(true);
    expect(screen.getByText('at /home/login by POP')).toBeInTheDocument();
  });

  it("runs the caller's click handler first, and stays put when it cancels the click", async () => {
    const onClick = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    at(
      '/home/login',
      <Link to="/home/register" onClick={onClick}>
        Register
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('at /home/login by POP')).toBeInTheDocument();
  });
});

describe('NavLink', () => {
  const links = (
    <nav>
      <NavLink to="/myaccount/dashboard">My Accounts</NavLink>
      <NavLink to="/myaccount/payment" className="nav__link">
        Make Payment
      </NavLink>
    </nav>
  );

  it('marks the link of the page shown, and of the pages below it, as the current page', () => {
    at('/myaccount/dashboard/loan/7', links);
    const current = screen.getByRole('link', { name: 'My Accounts' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('active');
    const other = screen.getByRole('link', { name: 'Make Payment' });
    expect(other).not.toHaveAttribute('aria-current');
    expect(other).toHaveAttribute('class', 'nav__link');
  });

  it('follows the borrower to the page chosen', async () => {
    at('/myaccount/dashboard', links);
    await userEvent.click(screen.getByRole('link', { name: 'Make Payment' }));
    expect(screen.getByRole('link', { name: 'Make Payment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'My Accounts' })).not.toHaveAttribute('aria-current');
  });
});

import { getPortal, usePortalState } from '@portal/shared-contracts';
import { NavLink, Outlet } from 'react-router';
import { Footer } from './footer';
import { SkipLink } from './skip-link';

const LINKS = [
  { to: '/myaccount/dashboard', label: 'Dashboard' },
  { to: '/myaccount/payment', label: 'Make a Payment' },
  { to: '/myaccount/profile', label: 'Profile' },
];

export function SignedInLayout() {
  const personalName = usePortalState((state) => state.session?.personalName ?? '');
  const pageError = usePortalState((state) => state.pageError);
  return (
    <div className="layout layout--signed-in">
      <SkipLink />
      <header className="header">
        <span className="header__brand">Borrower Portal</span>
        <span className="header__user">{personalName}</span>
        <button
          type="button"
          className="link-button"
          onClick={() => getPortal().bus.emit('logout', { reason: 'user' })}
        >
          Logout
        </button>
      </header>
      <nav className="nav" aria-label="Main">
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="layout__main" tabIndex={-1}>
        {pageError && (
          <div className="banner banner--error" role="alert">
            {pageError}
          </div>
        )}
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

import { Outlet } from 'react-router';
import { BrandMark } from '../branding/brand-mark';
import { Footer } from './footer';

/** Spec 1 §2's loading animation while navigating is the page's own (AreaHost). */
export function SignedOutLayout() {
  return (
    <div className="layout layout--signed-out">
      <header className="header">
        <span className="header__brand">
          <BrandMark />
        </span>
      </header>
      <main id="main" className="layout__main">
        <Outlet />
      </main>
      <Footer variant="signed-out" />
    </div>
  );
}

import { Outlet } from 'react-router';
import { Footer } from './footer';

export function SignedOutLayout() {
  return (
    <div className="layout layout--signed-out">
      <main id="main" className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

import { Outlet, useNavigation } from 'react-router';
import { BrandMark } from '../branding/brand-mark';
import { LoadingIndicator } from '../components/loading-indicator';
import { Footer } from './footer';

/** Spec 1 §2: the content is replaced by a loading animation while navigating. */
export function SignedOutLayout() {
  const navigating = useNavigation().state !== 'idle';
  return (
    <div className="layout layout--signed-out">
      <header className="header">
        <span className="header__brand">
          <BrandMark />
        </span>
      </header>
      <main id="main" className="layout__main">
        {navigating ? <LoadingIndicator /> : <Outlet />}
      </main>
      <Footer variant="signed-out" />
    </div>
  );
}

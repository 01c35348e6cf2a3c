import { Outlet, useNavigation } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { Footer } from './footer';

/** Spec 1 §2: the content is replaced by a loading animation while navigating. */
export function SignedOutLayout() {
  const navigating = useNavigation().state !== 'idle';
  return (
    <div className="layout layout--signed-out">
      <main id="main" className="layout__main">
        {navigating ? <LoadingIndicator /> : <Outlet />}
      </main>
      <Footer variant="signed-out" />
    </div>
  );
}

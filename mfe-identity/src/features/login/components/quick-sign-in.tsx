// The quick sign-in of non-production builds (spec 1 §2): one button that signs in as the
// sandbox's first borrower. The login page renders it behind a process.env.NODE_ENV check that
// webpack's production mode turns into `false`, so a production bundle does not contain it.
import type { Credentials } from '../api/user-login';
import { cx, ui } from '@portal/ui/class-names';

/** The sandbox's seeded borrower (api-sandbox README), never a real account. */
const QUICK_SIGN_IN: Credentials = { username: 'borrower1', password: 'Welcome123' };

export function QuickSignIn({ onSignIn }: { onSignIn(credentials: Credentials): Promise<void> }) {
  return (
    <p className="quick-sign-in">
      <button
        type="button"
        className={cx(ui.button, ui.buttonSecondary)}
        onClick={() => void onSignIn(QUICK_SIGN_IN)}
      >
        Quick sign-in (development build)
      </button>
    </p>
  );
}

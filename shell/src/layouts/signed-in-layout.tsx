import { getPortal, usePortalState } from '@portal/shared-contracts';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { useId, useState } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../branding/brand-mark';
import { LoadingIndicator } from '../components/loading-indicator';
import { shellDialogs } from '../dialogs/shell-dialogs';
import { MOBILE_BAR_IDS, navigationEntries } from '../navigation/nav-links';
import { useHasLoanAccounts } from '../navigation/use-loan-accounts';
import { requestLogout } from '../session/logout-flow';
import { Footer } from './footer';
import { NavEntries } from './nav-entries';
import { SkipLink } from './skip-link';
import { useSettings } from '../lib/shell-settings';
import { cx, ui } from '@portal/ui/class-names';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';

export function SignedInLayout() {
  const personalName = usePortalState((state) => state.session?.personalName ?? '');
  const pageError = usePortalState((state) => state.pageError);
  const loading = usePortalState((state) => state.loading);
  const options = useSettings();
  const hasLoanAccounts = useHasLoanAccounts();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const entries = options.loaded ? navigationEntries({ options, hasLoanAccounts }) : [];
  // While the account list is unknown, the entries are laid out as if the borrower had loans
  // and the make-payment slot is held, invisible: the bars do not jump when it appears.
  const laidOut =
    options.loaded && hasLoanAccounts === null
      ? navigationEntries({ options, hasLoanAccounts: true })
      : entries;
  const shownIds = new Set(entries.map((entry) => entry.id));
  const pendingIds = new Set(
    laidOut.filter((entry) => !shownIds.has(entry.id)).map((entry) => entry.id),
  );
  const { store, bus } = getPortal();

  return (
    <div className="layout layout--signed-in">
      <SkipLink />
      <header className="header">
        <span className="header__brand">
          <BrandMark />
        </span>
        <span className="header__user">{personalName}</span>
        {/* Logout and Menu are one kind of chrome: outlined buttons on the brand bar. */}
        <button
          type="button"
          className={cx(ui.button, 'header__button')}
          onClick={() => void requestLogout({ dialogs: shellDialogs, store, bus })}
        >
          <LogOut aria-hidden="true" size={18} />
          Logout
        </button>
        <button
          type="button"
          className={cx(ui.button, 'header__button', 'header__menu-toggle')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={18} /> : <Menu aria-hidden="true" size={18} />}
          Menu
        </button>
      </header>
      <nav className="nav nav--desktop" aria-label="Main">
        <NavEntries entries={laidOut} pendingIds={pendingIds} />
      </nav>
      <nav id={menuId} className="nav nav--mobile-menu" aria-label="Menu" hidden={!menuOpen}>
        <NavEntries entries={entries} onChoose={() => setMenuOpen(false)} />
      </nav>
      <main id="main" className="layout__main" tabIndex={-1}>
        {pageError && (
          <div
            className={cx(ui.banner, ui.bannerError)}
            role="alert"
            data-banner-code={'shell.page-error' satisfies BannerCode}
          >
            {pageError}
          </div>
        )}
        {loading && <LoadingIndicator />}
        <Outlet />
      </main>
      <nav className="nav nav--mobile-bar" aria-label="Quick links">
        <NavEntries
          entries={laidOut.filter((entry) => MOBILE_BAR_IDS.has(entry.id))}
          pendingIds={pendingIds}
        />
      </nav>
      <Footer variant="signed-in" />
    </div>
  );
}

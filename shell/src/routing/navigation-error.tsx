import { useEffect } from 'react';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { reportClientError } from '../lib/shell-services';
import { cx, ui } from '@portal/ui/class-names';

/** Spec 1 §2: a navigation error shows the page error banner. */
const NAVIGATION_ERROR_MESSAGE = 'An error occurred while trying to load that page.';

export function NavigationError({ error }: { error: unknown }) {
  useEffect(() => {
    void reportClientError(error, 'navigation');
  }, [error]);
  return (
    <div
      className={cx(ui.banner, ui.bannerError)}
      role="alert"
      data-banner-code={'shell.navigation-failed' satisfies BannerCode}
    >
      {NAVIGATION_ERROR_MESSAGE}
    </div>
  );
}

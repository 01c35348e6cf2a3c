import type { AreaName } from '@portal/shared-contracts';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { ui } from '@portal/ui/class-names';

const AREA_LABELS: Record<AreaName, string> = {
  identity: 'Sign-in',
  payments: 'Payments',
  servicing: 'Accounts',
  profile: 'Profile',
};

interface AreaFallbackProps {
  area: AreaName;
  incompatible: boolean;
  onRetry(): void;
}

/** What a borrower sees instead of an area that failed: the rest of the portal keeps working. */
export function AreaFallback({ area, incompatible, onRetry }: AreaFallbackProps) {
  return (
    <section
      className="area-fallback"
      role="alert"
      aria-labelledby={`area-fallback-${area}`}
      data-banner-code={'shell.area-unavailable' satisfies BannerCode}
    >
      <h2 id={`area-fallback-${area}`}>{AREA_LABELS[area]} is unavailable right now</h2>
      <p>
        {incompatible
          ? 'This part of the portal is being updated. Please try again in a few minutes.'
          : 'This part of the portal could not be loaded. The rest of the portal still works.'}
      </p>
      <button type="button" className={ui.button} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

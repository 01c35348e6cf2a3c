// Shown on every page while this browser runs an override (docs/decisions/008), so nobody
// mistakes a page running someone's local build for the deployment's own.
import { clearOverride } from './override-store';
import type { ActiveOverride } from './resolve-overrides';

interface BannerProps {
  active: readonly ActiveOverride[];
  reload?: () => void;
}

export function OverrideBanner({ active, reload = () => window.location.reload() }: BannerProps) {
  if (active.length === 0) return null;
  return (
    <aside className="banner banner--info" aria-label="Remote override">
      {active.map(({ area, url }) => (
        <p key={area}>
          This page runs an override: <strong>{area}</strong> from <code>{url}</code>{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              clearOverride(area);
              reload();
            }}
          >
            Clear the {area} override
          </button>
        </p>
      ))}
    </aside>
  );
}

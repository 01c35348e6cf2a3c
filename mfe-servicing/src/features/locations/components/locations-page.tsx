import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { Link } from '@portal/ui/link';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { BranchListSkeleton } from './branch-list-skeleton';
import { useApi } from '../../../lib/use-api';
import type { PageProps } from '../../../lib/page-props';
import { useSettings } from '../../../lib/servicing-settings';
import { formatBranchPhone, mapsHref, telHref } from '../../../lib/branch';
import { fetchBranches, fetchZipCoordinates } from '../api/branches';
import { valueOrThrow } from '@portal/wire/api-result';
import { ZIP_LENGTH, zipAsTyped } from '@portal/field-rules/zip';
import { distanceMiles, isSearchableZip } from '../rules/locations';
import { cx, ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';
import { lazyPart } from '@portal/ui/lazy-part';

// Leaflet loads only when a tile source is configured.
const BranchMap = lazyPart(() => import('./branch-map').then((module) => module.BranchMap));

const BRANCH_ERROR = 'Cannot connect to the service to get branch locations.';
const ZIP_NOT_FOUND = 'No location was found for that zip code.';
const NO_BRANCHES = 'No branches to show.';

/** Locations (spec 3 §2): zip search, a map with pushpins, and a list that works without tiles. */
export default function LocationsPage({ signedIn }: PageProps) {
  const api = useApi();
  const { text, flag } = useSettings();
  const zipId = useId();
  const [zip, setZip] = useState('');
  const [remoteOpen, setRemoteOpen] = useState(false);
  const branches = useQuery({
    queryKey: ['branches'],
    queryFn: () => fetchBranches(api).then(valueOrThrow),
    staleTime: Infinity,
  });
  const searchable = isSearchableZip(zip);
  const position = useQuery({
    queryKey: ['zip', zip],
    queryFn: () => fetchZipCoordinates(api, zip).then(valueOrThrow),
    enabled: searchable,
    staleTime: Infinity,
  });
  const center = searchable ? (position.data ?? null) : null;
  const list = [...(branches.data ?? [])];
  if (center) {
    const away = (b: (typeof list)[number]) =>
      b.latitude !== 0 ? distanceMiles(center, b) : Infinity;
    list.sort((a, b) => away(a) - away(b));
  }
  const tileUrl = text('Maps.TileUrl');
  const remoteUrl = text('Links.RemoteBranchLocatorUrl');

  return (
    <section className={ui.card} aria-labelledby="locations-heading">
      {/* Signed out, the layout's header carries the institution's logo (spec 3 §2). */}
      {!signedIn && (
        <p>
          <Link to="/home/login">Back to Login</Link>
        </p>
      )}
      <h1 id="locations-heading">Locations</h1>
      {flag('Features.RemoteBranchLocator') && remoteUrl && (
        <p>
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => setRemoteOpen(true)}
          >
            Remote Branch Locator
          </button>
        </p>
      )}
      <div className={ui.field}>
        <label htmlFor={zipId}>Zip code</label>
        <input
          id={zipId}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="99999"
          maxLength={ZIP_LENGTH}
          value={zip}
          onChange={(event) => setZip(zipAsTyped(event.target.value))}
        />
      </div>
      {searchable && position.isSuccess && position.data === null && (
        <p role="status">{ZIP_NOT_FOUND}</p>
      )}
      {branches.isError && <ErrorBanner messages={[BRANCH_ERROR]} />}
      <p>{text('Maps.AccessibilityNote')}</p>
      {/* Below the note, where the list will be, so the note does not move when it arrives. */}
      {branches.isPending && <BranchListSkeleton />}
      {tileUrl && branches.data && (
        <Suspense fallback={<Spinner label="Loading map" />}>
          <BranchMap
            tileUrl={tileUrl}
            attribution={text('Maps.Attribution')}
            branches={branches.data}
            center={center}
          />
        </Suspense>
      )}
      {branches.isSuccess && list.length === 0 && <p>{NO_BRANCHES}</p>}
      {list.length > 0 && (
        <ul aria-label="Branches" className="branch-list">
          {list.map((branch) => (
            <li key={`${branch.number ?? ''}-${branch.name}`}>
              <h2>{branch.name}</h2>
              <p>
                <a
                  href={mapsHref(text('Links.MapsSearchUrl'), branch)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {branch.street}, {branch.city}, {branch.state} {branch.zip}
                </a>
              </p>
              {branch.phone && (
                <p>
                  <a href={telHref(branch.phone)}>{formatBranchPhone(branch.phone)}</a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {remoteOpen && (
        <Modal title="Branch Locator" width={350} onDismiss={() => setRemoteOpen(false)}>
          <p>The branch locator opens in a new tab. Please make sure pop-ups are enabled.</p>
          <div className="servicing-button-row">
            <button
              type="button"
              className={ui.button}
              onClick={() => {
                window.open(remoteUrl, '_blank', 'noopener');
                setRemoteOpen(false);
              }}
            >
              Branch Locator
            </button>
            <button
              type="button"
              className={cx(ui.button, ui.buttonSecondary)}
              onClick={() => setRemoteOpen(false)}
            >
              Cancel
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

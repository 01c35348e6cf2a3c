import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api';
import { useSettings } from '../../../lib/servicing-settings';
import { fetchBranchByNumber } from '../api/branch-info';
import { valueOrThrow } from '@portal/wire/api-result';
import { branchNumberOf, formatBranchPhone, mapsHref, telHref } from '../../../lib/branch';
import { ui } from '@portal/ui/class-names';

/** The loan's branch: name, address linking to a maps service by coordinates, phone as a tel link. */
export function BranchSection({ accountNumber }: { accountNumber: string }) {
  const api = useApi();
  const { text } = useSettings();
  const branchNumber = branchNumberOf(accountNumber);
  const branch = useQuery({
    queryKey: ['branch', branchNumber],
    queryFn: () => fetchBranchByNumber(api, branchNumber).then(valueOrThrow),
    staleTime: Infinity,
  });
  if (branch.isPending) return <BranchSkeleton />;
  if (!branch.data) return null;
  const info = branch.data;
  return (
    <section aria-labelledby="branch-heading">
      <h3 id="branch-heading">Branch</h3>
      <p>{info.name}</p>
      <p>
        <a
          href={mapsHref(text('Links.MapsSearchUrl'), info)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {info.street}, {info.city}, {info.state} {info.zip}
        </a>
      </p>
      {info.phone && (
        <p>
          <a href={telHref(info.phone)}>{formatBranchPhone(info.phone)}</a>
        </p>
      )}
    </section>
  );
}

/** The section's final shape while the branch loads, so the figures beside it stay put. */
function BranchSkeleton() {
  return (
    <section className={ui.skeleton} aria-hidden="true">
      <h3>Branch</h3>
      <p />
      <p />
      <p />
    </section>
  );
}

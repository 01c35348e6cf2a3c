import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { useSettings } from '@portal/settings/use-settings';
import { fetchBranchByNumber } from '../api/branch-info';
import { branchNumberOf, formatBranchPhone, mapsHref, telHref } from '../../../lib/branch';
import { ui } from '@portal/ui/class-names';

/** The loan's branch: name, address linking to a maps service by coordinates, phone as a tel link. */
export function BranchSection({ accountNumber }: { accountNumber: string }) {
  const api = useApi();
  const { text } = useSettings();
  const branchNumber = branchNumberOf(accountNumber);
  const branch = useQuery({
    queryKey: ['branch', branchNumber],
    queryFn: () => fetchBranchByNumber(api, branchNumber),
    staleTime: Infinity,
  });
  if (branch.isPending) return <BranchSkeleton />;
  if (!branch.data) return null;
  const info = branch.data;
  return (
    <section aria-labelledby="branch-heading">
      <h3 id="branch-heading">Branch</h3>
      <p>{info.BranchName}</p>
      <p>
        <a
          href={mapsHref(text('Links.MapsSearchUrl'), info)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {info.StreetAddress}, {info.City}, {info.State} {info.Zip}
        </a>
      </p>
      {info.PhoneNumber && (
        <p>
          <a href={telHref(info.PhoneNumber)}>{formatBranchPhone(info.PhoneNumber)}</a>
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

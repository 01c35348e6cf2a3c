import { usePortalState } from '@portal/shared-contracts';
import { displayAccountNumber } from '@portal/display/account-number';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { ListSkeleton, SkeletonBar } from '../../../components/skeleton';
import { useApi } from '../../../lib/use-api';
import { formatShortDate } from '../../../lib/format';
import type { PageProps } from '../../../lib/page-props';
import { fetchAchDrafts, renderAchDraftUrl, type AchDraft } from '../api/ach-drafts';
import { fetchPassableToken } from '../../../api/passable-token';
import { valueOrThrow } from '@portal/wire/api-result';
import { ui } from '@portal/ui/class-names';

const EMPTY = 'There are no associated documents with this account.';
const DRAFT_ERROR = 'There was an error retrieving the draft.';

/** myaccount/documents: recurring ACH authorization agreements, opened in a new tab. */
export default function AchDocumentsPage(_props: PageProps) {
  const api = useApi();
  // The draft names a loan: shown as everywhere else, without the check digit.
  const checkDigits = usePortalState((state) => state.options?.institution.Loan.CheckDigit ?? 0);
  const drafts = useQuery({
    queryKey: ['achDrafts'],
    queryFn: () => fetchAchDrafts(api).then(valueOrThrow),
  });
  const [openFailed, setOpenFailed] = useState(false);

  async function open(draft: AchDraft) {
    setOpenFailed(false);
    // Open the tab inside the click, so pop-up blockers allow it, then point it at the agreement.
    const tab = window.open('', '_blank');
    try {
      const token = valueOrThrow(await fetchPassableToken(api));
      if (tab) tab.location.href = renderAchDraftUrl(token, draft);
    } catch {
      tab?.close();
      setOpenFailed(true);
    }
  }

  const list = drafts.data ?? [];
  return (
    <section className={ui.card} aria-labelledby="documents-heading">
      <h1 id="documents-heading">Documents</h1>
      {drafts.isPending && (
        <ListSkeleton
          label="Loading documents"
          items={1}
          item={<SkeletonBar sample="ACH Agreement 0000000000 01/01/2025" />}
        />
      )}
      {(drafts.isError || openFailed) && <ErrorBanner messages={[DRAFT_ERROR]} />}
      {drafts.isSuccess && list.length === 0 && <p>{EMPTY}</p>}
      {list.length > 0 && (
        <ul aria-label="ACH draft agreements">
          {list.map((draft) => (
            <li key={draft.id}>
              <button type="button" className={ui.linkButton} onClick={() => void open(draft)}>
                ACH Agreement {displayAccountNumber(draft.loanAccountNumber, checkDigits)}{' '}
                {formatShortDate(draft.createdOn)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

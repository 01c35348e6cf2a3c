import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/api-context';
import { formatShortDate } from '../../../lib/format';
import type { PageProps } from '../../../lib/page-props';
import { fetchAchDrafts, renderAchDraftUrl, type AchDraft } from '../api/ach-drafts';
import { fetchPassableToken } from '../api/documents';
import { ui } from '@portal/ui/class-names';

const EMPTY = 'There are no associated documents with this account.';
const DRAFT_ERROR = 'There was an error retrieving the draft.';

/** myaccount/documents: recurring ACH authorization agreements, opened in a new tab. */
export default function AchDocumentsPage(_props: PageProps) {
  const api = useApi();
  const drafts = useQuery({ queryKey: ['achDrafts'], queryFn: () => fetchAchDrafts(api) });
  const [openFailed, setOpenFailed] = useState(false);

  async function open(draft: AchDraft) {
    setOpenFailed(false);
    // Open the tab inside the click, so pop-up blockers allow it, then point it at the agreement.
    const tab = window.open('', '_blank');
    try {
      const token = await fetchPassableToken(api);
      if (tab) tab.location.href = renderAchDraftUrl(token, draft.Id);
    } catch {
      tab?.close();
      setOpenFailed(true);
    }
  }

  const list = drafts.data ?? [];
  return (
    <section className={ui.card} aria-labelledby="documents-heading">
      <h1 id="documents-heading">Documents</h1>
      {drafts.isPending && <Spinner label="Loading documents" />}
      {(drafts.isError || openFailed) && <ErrorBanner messages={[DRAFT_ERROR]} />}
      {drafts.isSuccess && list.length === 0 && <p>{EMPTY}</p>}
      {list.length > 0 && (
        <ul aria-label="ACH draft agreements">
          {list.map((draft) => (
            <li key={draft.Id}>
              <button type="button" className={ui.linkButton} onClick={() => void open(draft)}>
                ACH Agreement {draft.LoanAccountNumber} {formatShortDate(draft.CreationDate)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// GET /api/AchDraftAgreement/GetACHDrafts and the rendered agreement link (spec 3 §7).
import { achDrafts } from '@portal/api-contract/servicing/ach-drafts';
import { renderAchDraftAgreement } from '@portal/api-contract/servicing/documents-opened';
import { documentUrl } from '../../../api/document-url';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export interface AchDraft {
  id: string;
  loanAccountNumber: string;
  createdOn: string | null;
}

export async function fetchAchDrafts(api: KyInstance): Promise<ApiResult<AchDraft[]>> {
  return mapResult(await call(api, achDrafts, {}), (drafts) =>
    drafts.map((draft) => ({
      id: draft.Id,
      loanAccountNumber: draft.LoanAccountNumber,
      createdOn: draft.CreationDate ?? null,
    })),
  );
}

/** Where the browser opens a draft with a passable token (never the session token). */
export const renderAchDraftUrl = (token: string, draft: AchDraft) =>
  documentUrl(renderAchDraftAgreement, { token, guid: draft.id });

// GET /api/AchDraftAgreement/GetACHDrafts and the rendered agreement link (spec 3 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const DraftsSchema = v.array(
  v.object({
    Id: v.string(),
    LoanAccountNumber: v.string(),
    CreationDate: v.nullish(v.string(), null),
  }),
);

export type AchDraft = v.InferOutput<typeof DraftsSchema>[number];

export async function fetchAchDrafts(api: KyInstance): Promise<AchDraft[]> {
  return parseWire(
    DraftsSchema,
    await api.get('AchDraftAgreement/GetACHDrafts').json(),
    'GetACHDrafts',
  );
}

export const renderAchDraftUrl = (token: string, guid: string) =>
  `/api/AchDraftAgreement/RenderACHDraftAgreement?${new URLSearchParams({ token, guid }).toString()}`;

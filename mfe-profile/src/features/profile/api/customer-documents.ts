// Profile documents: list GET /api/Documents/GetCustomerDocuments (spec 1 §7).
import { parseWire } from '@portal/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

export const ProfileDocumentSchema = v.object({
  DocumentId: v.number(),
  FileName: v.string(),
  ContentType: v.nullish(v.string(), ''),
  Size: v.nullish(v.number(), 0),
  UploadedDate: v.nullish(v.string(), ''),
});

export type ProfileDocument = v.InferOutput<typeof ProfileDocumentSchema>;

const ResponseSchema = v.object({ Documents: v.nullish(v.array(ProfileDocumentSchema), []) });

export const DOCUMENTS_QUERY_KEY = ['profile', 'documents'] as const;

export async function fetchCustomerDocuments(api: KyInstance): Promise<ProfileDocument[]> {
  const body: unknown = await api.get('Documents/GetCustomerDocuments').json();
  return [...parseWire(ResponseSchema, body, 'customer documents').Documents];
}

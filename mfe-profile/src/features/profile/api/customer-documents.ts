// Profile documents: list GET /api/Documents/GetCustomerDocuments (spec 1 §7). The document
// center's Profile tab lists the same documents through the same call, so both read spec 3's
// document shape: a Value array of { FileId, DisplayName, DisplayFormat, ImageUrl, DateUploaded }.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

export const ProfileDocumentSchema = v.object({
  FileId: v.union([v.number(), v.string()]),
  DisplayName: v.nullish(v.string(), ''),
  DisplayFormat: v.nullish(v.string(), ''),
  DateUploaded: v.nullish(v.string(), ''),
});

export type ProfileDocument = v.InferOutput<typeof ProfileDocumentSchema>;

const ResponseSchema = v.object({ Value: v.nullish(v.array(ProfileDocumentSchema), []) });

export const DOCUMENTS_QUERY_KEY = ['profile', 'documents'] as const;

export async function fetchCustomerDocuments(api: KyInstance): Promise<ProfileDocument[]> {
  const body: unknown = await api.get('Documents/GetCustomerDocuments').json();
  return [...parseWire(ResponseSchema, body, 'customer documents').Value];
}

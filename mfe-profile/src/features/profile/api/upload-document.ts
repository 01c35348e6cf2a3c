// Profile documents: upload POST /api/file/UploadByCustomerID (spec 1 §7; payload not shown,
// ours is JSON { FileName, ContentType, Content (base64) }).
import type { KyInstance } from 'ky';
import { failureOf, readEnvelope, type SaveResult } from './wire-result';

export interface DocumentUpload {
  FileName: string;
  ContentType: string;
  Content: string;
}

export async function uploadDocument(
  api: KyInstance,
  upload: DocumentUpload,
): Promise<SaveResult<true>> {
  try {
    const body: unknown = await api.post('file/UploadByCustomerID', { json: upload }).json();
    return readEnvelope(body, 'document upload', () => true as const);
  } catch (error) {
    return failureOf(error);
  }
}

// Profile documents: the list, the file types and the upload (spec 1 §7 names the paths; spec 3
// §7 gives the document shape and the multipart form). The document center's Profile tab lists
// the same documents through the same calls.
import { fileTypes } from '@portal/api-contract/servicing/documents';
import {
  customerDocuments,
  uploadByCustomerId,
} from '@portal/api-contract/profile/profile-documents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import { fetchWithUploadProgress, type UploadProgress } from '@portal/wire/upload-progress';
import type { KyInstance } from 'ky';
import type { FileType, ProfileDocument } from '../rules/profile-model';

export const DOCUMENTS_QUERY_KEY = ['profile', 'documents'] as const;
export const FILE_TYPES_QUERY_KEY = ['profile', 'file-types'] as const;

export async function fetchCustomerDocuments(
  api: KyInstance,
): Promise<ApiResult<ProfileDocument[]>> {
  return mapResult(await call(api, customerDocuments, {}), (wire) =>
    (wire.Value ?? []).map((doc) => ({
      fileId: String(doc.FileId),
      displayName: doc.DisplayName ?? '',
      displayFormat: doc.DisplayFormat ?? '',
      dateUploaded: doc.DateUploaded ?? '',
    })),
  );
}

export async function fetchFileTypes(api: KyInstance): Promise<ApiResult<FileType[]>> {
  return mapResult(await call(api, fileTypes, {}), (wire) =>
    (wire.FileTypes ?? []).map((type) => ({ id: type.ID, description: type.Description })),
  );
}

/** Sends one document, reporting the bytes sent through `onProgress`. */
export async function uploadDocument(
  api: KyInstance,
  file: File,
  fileTypeId: number,
  onProgress?: (progress: UploadProgress) => void,
): Promise<ApiResult<true>> {
  const result = await call(
    api,
    uploadByCustomerId,
    { fileType: String(fileTypeId), file },
    onProgress ? { fetch: fetchWithUploadProgress(onProgress) } : {},
  );
  return mapResult(result, () => true as const);
}

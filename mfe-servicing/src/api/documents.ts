// Document services calls (spec 3 §7): lists, file types, uploads with progress, viewing. The
// profile context lists and uploads through the profile calls (spec 1 §7) in the same shape.
import {
  customerDocuments,
  uploadByCustomerId,
} from '@portal/api-contract/profile/profile-documents';
import {
  accountDocuments,
  applicationDocuments,
  fileTypes,
  uploadWithApplicationNumber,
  uploadWithLoanNumber,
} from '@portal/api-contract/servicing/documents';
import type { ResponseOf } from '@portal/api-contract/endpoint';
import { viewDocument } from '@portal/api-contract/servicing/documents-opened';
import { documentUrl } from './document-url';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import { fetchWithUploadProgress } from '@portal/wire/upload-progress';
import type { KyInstance } from 'ky';

export interface DocumentContext {
  docType: 'accountNumber' | 'applicationNumber' | 'profile';
  uploadNumber: string;
}

export interface PortalDocument {
  /** FileId as text: the back end sends a number or a string. */
  id: string;
  name: string;
  /** pdf, png, … */
  format: string;
  uploadedAt: string | null;
}

export interface FileType {
  id: number;
  description: string;
}

type WireDocumentList = ResponseOf<typeof accountDocuments>;

const toDocuments = (list: WireDocumentList): PortalDocument[] =>
  (list.Value ?? []).map((doc) => ({
    id: String(doc.FileId),
    name: doc.DisplayName ?? '',
    format: doc.DisplayFormat ?? '',
    uploadedAt: doc.DateUploaded ?? null,
  }));

export async function fetchDocuments(
  api: KyInstance,
  context: DocumentContext,
): Promise<ApiResult<PortalDocument[]>> {
  const answer =
    context.docType === 'accountNumber'
      ? await call(api, accountDocuments, { accountNumber: context.uploadNumber })
      : context.docType === 'applicationNumber'
        ? await call(api, applicationDocuments, { applicationNumber: context.uploadNumber })
        : await call(api, customerDocuments, {});
  return mapResult(answer, toDocuments);
}

export async function fetchFileTypes(api: KyInstance): Promise<ApiResult<FileType[]>> {
  return mapResult(await call(api, fileTypes, {}), (body) =>
    (body.FileTypes ?? []).map((type) => ({ id: type.ID, description: type.Description })),
  );
}

/** Where the browser opens a document with a passable token (never the session token). */
export const viewDocumentUrl = (doc: PortalDocument, token: string) =>
  documentUrl(viewDocument, {
    FileId: doc.id,
    Name: doc.name,
    PageNumber: '1',
    FileFormat: doc.format,
    token,
  });

/**
 * A multipart upload on the area's API client: the session headers and the Unauthorized logout
 * are the client's, and `onProgress` hears the percent sent.
 */
export async function uploadFile(
  api: KyInstance,
  context: DocumentContext,
  file: File,
  fileTypeId: number,
  onProgress: (percent: number) => void,
): Promise<ApiResult<void>> {
  const fileType = String(fileTypeId);
  const options = {
    fetch: fetchWithUploadProgress(({ loaded, total }) =>
      onProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
    ),
  };
  const result: ApiResult<unknown> =
    context.docType === 'accountNumber'
      ? await call(
          api,
          uploadWithLoanNumber,
          { file, fileType, loanNumber: context.uploadNumber },
          options,
        )
      : context.docType === 'applicationNumber'
        ? await call(
            api,
            uploadWithApplicationNumber,
            { file, fileType, applicationNumber: context.uploadNumber },
            options,
          )
        : await call(api, uploadByCustomerId, { file, fileType }, options);
  if (result.kind === 'ok') onProgress(100);
  return mapResult(result, () => undefined);
}

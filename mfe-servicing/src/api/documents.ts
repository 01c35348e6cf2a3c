// Document services calls (spec 3 §7): lists, file types, uploads with progress, viewing.
import { getPortal } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

export interface DocumentContext {
  docType: 'accountNumber' | 'applicationNumber' | 'profile';
  uploadNumber: string;
}

const DocumentSchema = v.object({
  FileId: v.union([v.number(), v.string()]),
  DisplayName: v.nullish(v.string(), ''),
  DisplayFormat: v.nullish(v.string(), ''),
  ImageUrl: v.nullish(v.string(), null),
  DateUploaded: v.nullish(v.string(), null),
});

export type PortalDocument = v.InferOutput<typeof DocumentSchema>;

const ListSchema = v.object({ Value: v.nullish(v.array(DocumentSchema), []) });

export async function fetchDocuments(
  api: KyInstance,
  context: DocumentContext,
): Promise<PortalDocument[]> {
  const request =
    context.docType === 'accountNumber'
      ? api.get('Documents/GetAccountDocuments', {
          searchParams: { accountNumber: context.uploadNumber },
        })
      : context.docType === 'applicationNumber'
        ? api.get('Documents/GetApplicationDocuments', {
            searchParams: { applicationNumber: context.uploadNumber },
          })
        : api.get('Documents/GetCustomerDocuments');
  return parseWire(ListSchema, await request.json(), 'Documents').Value ?? [];
}

const FileTypesSchema = v.object({
  FileTypes: v.nullish(v.array(v.object({ ID: v.number(), Description: v.string() })), []),
});

export type FileType = { ID: number; Description: string };

export async function fetchFileTypes(api: KyInstance): Promise<FileType[]> {
  return (
    parseWire(FileTypesSchema, await api.get('file/GetFileTypes').json(), 'GetFileTypes')
      .FileTypes ?? []
  );
}

export async function fetchPassableToken(api: KyInstance): Promise<string> {
  return parseWire(
    v.pipe(v.string(), v.minLength(1)),
    await api.get('PassableToken/GetPassableToken').json(),
    'PassableToken',
  );
}

export const viewDocumentUrl = (doc: PortalDocument, token: string) =>
  `/api/Documents/ViewDocument?${new URLSearchParams({
    FileId: String(doc.FileId),
    Name: doc.DisplayName,
    PageNumber: '1',
    FileFormat: doc.DisplayFormat,
    token,
  }).toString()}`;

const UPLOAD_PATHS: Record<DocumentContext['docType'], { path: string; numberField: string }> = {
  accountNumber: { path: '/api/file/UploadFileWithLoanNumber', numberField: 'loanNumber' },
  applicationNumber: {
    path: '/api/file/UploadFileWithApplicationNumber',
    numberField: 'applicationNumber',
  },
  // The profile page lists and uploads the same documents through these (spec 1 §7).
  profile: { path: '/api/file/UploadByCustomerID', numberField: '' },
};

export type UploadResult = { ok: true } | { ok: false; message: string };

export const UPLOAD_NETWORK_ERROR = 'The file transfer was unsuccessful, please try again.';

const ErrorBodySchema = v.object({ Message: v.string() });

/**
 * Multipart upload through XMLHttpRequest, the one browser API that reports upload progress.
 * It sends the session headers itself (UserToken, ServicingBranch), as the call table says.
 */
export function uploadFile(
  context: DocumentContext,
  file: File,
  fileTypeId: number,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const target = UPLOAD_PATHS[context.docType];
  const form = new FormData();
  form.append('fileType', String(fileTypeId));
  if (target.numberField) form.append(target.numberField, context.uploadNumber);
  form.append('file', file, file.name);
  const session = getPortal().store.getState().session;
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.path);
    if (session?.userToken) xhr.setRequestHeader('UserToken', session.userToken);
    if (session?.servicingBranch !== null && session?.servicingBranch !== undefined)
      xhr.setRequestHeader('ServicingBranch', String(session.servicingBranch));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => resolve({ ok: false, message: UPLOAD_NETWORK_ERROR });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve({ ok: true });
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const parsed = v.safeParse(ErrorBodySchema, body);
      if (xhr.status === 401) getPortal().bus.emit('logout', { reason: 'unauthorized' });
      resolve({
        ok: false,
        message: parsed.success ? parsed.output.Message : 'Internal Server Error',
      });
    };
    xhr.send(form);
  });
}

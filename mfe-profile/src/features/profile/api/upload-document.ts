// Profile documents: upload POST /api/file/UploadByCustomerID (spec 1 §7 names the path). The
// payload is the other uploads' (spec 3 §7): multipart with the file and its file type; a
// refusal carries the server's message.
import { describeApiFailure } from '@portal/shared-contracts';
import type { KyInstance } from 'ky';
import { uploadFailureMessage } from '../rules/documents';

export type UploadResult = { ok: true } | { ok: false; message: string };

export async function uploadDocument(
  api: KyInstance,
  file: File,
  fileTypeId: number,
): Promise<UploadResult> {
  const form = new FormData();
  form.append('fileType', String(fileTypeId));
  form.append('file', file, file.name);
  try {
    await api.post('file/UploadByCustomerID', { body: form });
    return { ok: true };
  } catch (error) {
    const failure = await describeApiFailure(error);
    return { ok: false, message: uploadFailureMessage(failure.code, failure.status) };
  }
}

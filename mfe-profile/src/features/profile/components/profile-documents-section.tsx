import { UPLOAD_MAX_BYTES } from '@portal/api-contract/upload-limit';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { valueOrThrow } from '@portal/wire/api-result';
import { useId, useRef, useState, type FormEvent } from 'react';
import { getPortal } from '@portal/shared-contracts';
import {
  DOCUMENTS_QUERY_KEY,
  FILE_TYPES_QUERY_KEY,
  fetchCustomerDocuments,
  fetchFileTypes,
  uploadDocument,
} from '../api/profile-documents';
import {
  DOCUMENT_MESSAGES,
  formatUploaded,
  uploadFailureMessage,
  uploadPercent,
} from '../rules/documents';
import { cx, ui } from '@portal/ui/class-names';

/**
 * The borrower's profile documents and an upload form (personal users, file services on). The
 * document center's Profile tab shows the same documents through the same calls.
 */
export function ProfileDocumentsSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileTypeId, setFileTypeId] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [percent, setPercent] = useState(0);
  const documents = useQuery({
    queryKey: DOCUMENTS_QUERY_KEY,
    queryFn: () => fetchCustomerDocuments(getPortal().api).then(valueOrThrow),
    // Always fresh on open: the document center uploads them through another area's cache.
    staleTime: 0,
  });
  const fileTypes = useQuery({
    queryKey: FILE_TYPES_QUERY_KEY,
    queryFn: () => fetchFileTypes(getPortal().api).then(valueOrThrow),
  });
  const upload = useMutation({
    mutationFn: ({ file, typeId }: { file: File; typeId: number }) =>
      uploadDocument(getPortal().api, file, typeId, (progress) =>
        setPercent(uploadPercent(progress)),
      ),
    onMutate: () => {
      setPercent(0);
      setMessage(null);
    },
    onSuccess: async (result, { file }) => {
      if (result.kind !== 'ok') {
        setMessage({ error: true, text: uploadFailureMessage(result) });
        return;
      }
      setMessage({ error: false, text: `${file.name} was uploaded.` });
      if (fileInput.current) fileInput.current.value = '';
      setFileTypeId('');
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    },
    onError: () => setMessage({ error: true, text: DOCUMENT_MESSAGES.network }),
  });
  const uploading = upload.isPending ? upload.variables.file : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setMessage({ error: true, text: DOCUMENT_MESSAGES.noFile });
      return;
    }
    if (fileTypeId === '') {
      setMessage({ error: true, text: DOCUMENT_MESSAGES.noFileType });
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setMessage({ error: true, text: DOCUMENT_MESSAGES.tooLarge });
      return;
    }
    upload.mutate({ file, typeId: Number(fileTypeId) });
  };

  return (
    <section className={ui.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Profile Documents</h2>
      {documents.isPending && (
        // The list's place, greyed: one bar per document line, a status for assistive technology.
        <div className={ui.skeleton} aria-busy="true">
          <span role="status" className={ui.visuallyHidden}>
            Loading your documents…
          </span>
          <div aria-hidden="true" inert>
            <p />
            <p />
          </div>
        </div>
      )}
      {documents.isError && (
        <div
          className={cx(ui.banner, ui.bannerError)}
          role="alert"
          data-banner-code={'profile.documents-failed' satisfies BannerCode}
        >
          Your documents could not be loaded. Please try again later.
        </div>
      )}
      {documents.isSuccess &&
        (documents.data.length === 0 ? (
          <p>You have not uploaded any documents.</p>
        ) : (
          <table className={ui.table}>
            <caption>Your documents</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col" className={ui.number}>
                  Uploaded
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.data.map((doc) => (
                <tr key={String(doc.fileId)}>
                  <th scope="row">{doc.displayName}</th>
                  <td className={ui.number} data-label="Uploaded">
                    {formatUploaded(doc.dateUploaded)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {fileTypes.isError && (
        <p className={ui.fieldError} role="alert">
          {DOCUMENT_MESSAGES.fileTypes}
        </p>
      )}
      <form onSubmit={submit} className="profile-row">
        <div className={ui.field}>
          <label htmlFor={`${id}-type`}>File type</label>
          <select
            id={`${id}-type`}
            value={fileTypeId}
            onChange={(event) => setFileTypeId(event.target.value)}
          >
            <option value="">Choose a file type</option>
            {(fileTypes.data ?? []).map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.description}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-file`}>Document to upload</label>
          <input id={`${id}-file`} ref={fileInput} type="file" />
        </div>
        <button type="submit" className={ui.button} disabled={uploading !== undefined}>
          Upload
        </button>
        {uploading && (
          <progress
            className="profile-progress"
            max={100}
            value={percent}
            aria-label={`Upload progress of ${uploading.name}`}
          />
        )}
      </form>
      {message && (
        <p
          className={message.error ? ui.fieldError : undefined}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}

import { getPortal } from '@portal/shared-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { DOCUMENTS_QUERY_KEY, fetchCustomerDocuments } from '../api/customer-documents';
import { uploadDocument } from '../api/upload-document';
import { formatSize, formatUploaded, UPLOAD_MESSAGES, uploadMessage } from '../rules/documents';
import { Spinner } from './spinner';

/** The borrower's uploaded documents and an upload form (personal users, file services on). */
export function ProfileDocumentsSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const documents = useQuery({
    queryKey: DOCUMENTS_QUERY_KEY,
    queryFn: () => fetchCustomerDocuments(getPortal().api),
  });

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setMessage({ error: true, text: UPLOAD_MESSAGES['noFile'] ?? '' });
      return;
    }
    setUploading(true);
    setMessage(null);
    try {
      const content = await readAsBase64(file);
      const result = await uploadDocument(getPortal().api, {
        FileName: file.name,
        ContentType: file.type || 'application/octet-stream',
        Content: content,
      });
      if (!result.ok) {
        setMessage({ error: true, text: uploadMessage(result.code) });
        return;
      }
      setMessage({ error: false, text: `${file.name} was uploaded.` });
      if (fileInput.current) fileInput.current.value = '';
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    } catch {
      setMessage({ error: true, text: uploadMessage(undefined) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Profile Documents</h2>
      {documents.isPending && <Spinner size={24} label="Loading your documents…" />}
      {documents.isError && (
        <div className="banner banner--error" role="alert">
          Your documents could not be loaded. Please try again later.
        </div>
      )}
      {documents.isSuccess &&
        (documents.data.length === 0 ? (
          <p>You have not uploaded any documents.</p>
        ) : (
          <table className="table">
            <caption>Your documents</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Uploaded</th>
                <th scope="col" className="number">
                  Size
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.data.map((doc) => (
                <tr key={doc.DocumentId}>
                  <th scope="row">{doc.FileName}</th>
                  <td>{formatUploaded(doc.UploadedDate)}</td>
                  <td className="number">{formatSize(doc.Size)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      <form onSubmit={(event) => void upload(event)} className="profile-row">
        <div className="field">
          <label htmlFor={`${id}-file`}>Document to upload</label>
          <input id={`${id}-file`} ref={fileInput} type="file" />
        </div>
        <button type="submit" className="button" disabled={uploading}>
          Upload
        </button>
        {uploading && <Spinner size={24} label="Uploading…" />}
      </form>
      {message && (
        <p
          className={message.error ? 'field__error' : undefined}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

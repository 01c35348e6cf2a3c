import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ErrorBanner } from './error-banner';
import { RichText } from './rich-text';
import { ListSkeleton, SkeletonBar } from './skeleton';
import { Spinner } from './spinner';
import { useApi } from '../lib/use-api';
import { formatShortDate } from '../lib/format';
import { useSettings } from '../lib/servicing-settings';
import { valueOrThrow } from '@portal/wire/api-result';
import { fetchPassableToken } from '../api/passable-token';
import {
  fetchDocuments,
  fetchFileTypes,
  uploadFile,
  viewDocumentUrl,
  type DocumentContext,
  type PortalDocument,
} from '../api/documents';
import {
  DOCUMENTS_EMPTY,
  DOCUMENTS_LOAD_ERROR,
  DOCUMENTS_REFRESH_ERROR,
  FILE_TYPES_ERROR,
  fileKind,
  fileSizeError,
  fileTypeError,
  isMobileBrowser,
  newDocumentIds,
  type QueuedFile,
  uploadable,
  uploadFailureMessage,
} from '../lib/documents';
import { cx, ui } from '@portal/ui/class-names';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { FileIcon } from './file-icon';
import { DocumentLine } from './document-line';

export type { DocumentContext };

/** File Management (spec 3 §2 Document services): the documents of one context, and uploads. */
export function DocumentServices({
  context,
  allowUpload = true,
}: {
  context: DocumentContext;
  allowUpload?: boolean;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { text } = useSettings();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [newIds, setNewIds] = useState<Set<string>>(new Set());
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const key = ['documents', context.docType, context.uploadNumber];
  // Always fresh on open: the profile page uploads profile documents through another area's cache.
  const documents = useQuery({
    queryKey: key,
    queryFn: () => fetchDocuments(api, context).then(valueOrThrow),
    staleTime: 0,
  });
  const fileTypes = useQuery({
    queryKey: ['fileTypes'],
    queryFn: () => fetchFileTypes(api).then(valueOrThrow),
    staleTime: Infinity,
    enabled: allowUpload,
  });
  const mobile = isMobileBrowser(navigator.userAgent);

  function addFiles(files: FileList | null) {
    if (!files) return;
    const added = [...files].map((file) => ({
      id: nextId.current++,
      file,
      fileTypeId: null,
      percent: 0,
      error: null,
      touched: false,
    }));
    setQueue((current) => [...current, ...added]);
  }

  const patch = (id: number, change: Partial<QueuedFile>) =>
    setQueue((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  /** Uploads the files that are ready, side by side, each with its own progress and message. */
  const uploading = useMutation({
    mutationFn: (ready: QueuedFile[]) =>
      Promise.all(
        ready.map(async (item) => {
          const result = await uploadFile(
            api,
            context,
            item.file,
            item.fileTypeId ?? 0,
            (percent) => patch(item.id, { percent }),
          );
          if (result.kind === 'ok') setQueue((current) => current.filter((q) => q.id !== item.id));
          else patch(item.id, { error: uploadFailureMessage(result), percent: 0 });
          return result.kind === 'ok';
        }),
      ),
  });

  async function uploadAll() {
    // Files without a type show their message and are skipped.
    setQueue((current) => current.map((item) => ({ ...item, touched: true })));
    const ready = uploadable(queue);
    if (ready.length === 0) return;
    const before = documents.data ?? [];
    const results = await uploading.mutateAsync(ready);
    try {
      const after = await queryClient.fetchQuery({
        queryKey: key,
        queryFn: () => fetchDocuments(api, context).then(valueOrThrow),
        staleTime: 0,
      });
      setRefreshFailed(false);
      setNewIds(newDocumentIds(before, after));
    } catch {
      setRefreshFailed(true);
    }
    return results;
  }

  async function view(doc: PortalDocument) {
    const tab = window.open('', '_blank');
    try {
      const token = valueOrThrow(await fetchPassableToken(api));
      if (tab) tab.location.href = viewDocumentUrl(doc, token);
    } catch {
      tab?.close();
    }
  }

  const list = documents.data ?? [];
  return (
    <section className={ui.card} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>File Management</h2>
      <RichText html={text('Documents.Disclaimer')} />
      {documents.isPending && (
        <ListSkeleton
          label="Loading documents"
          items={2}
          className="document-grid"
          item={
            // A typical entry: a name of usual length, which fits beside its icon on a phone.
            <DocumentLine
              kind="pdf"
              name={<SkeletonBar sample="Payment receipt.pdf" />}
              date={<SkeletonBar sample="01/01/2025" />}
            />
          }
        />
      )}
      {documents.isError && <ErrorBanner messages={[DOCUMENTS_LOAD_ERROR]} />}
      {refreshFailed && <ErrorBanner messages={[DOCUMENTS_REFRESH_ERROR]} />}
      {documents.isSuccess && list.length === 0 && <p>{DOCUMENTS_EMPTY}</p>}
      {list.length > 0 && (
        <ul aria-label="Uploaded documents" className="document-grid">
          {list.map((doc) => (
            <li key={doc.id}>
              <DocumentLine
                kind={fileKind(doc.format || doc.name)}
                name={doc.name}
                date={formatShortDate(doc.uploadedAt)}
                onView={() => void view(doc)}
              />
              {newIds.has(doc.id) && <strong className="servicing-doc-new"> New</strong>}
            </li>
          ))}
        </ul>
      )}
      {allowUpload && (
        <div>
          <h3>Upload Files</h3>
          {fileTypes.isError && <ErrorBanner messages={[FILE_TYPES_ERROR]} />}
          {!mobile && (
            <div
              className={`servicing-drop-zone${dragging ? ' servicing-drop-zone--active' : ''}`}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(event) => {
                event.preventDefault();
                setDragging(false);
                addFiles(event.dataTransfer.files);
              }}
            >
              Drag and drop files here
            </div>
          )}
          <input
            ref={fileInput}
            id={`${inputId}-files`}
            type="file"
            multiple
            aria-label="Add Files"
            tabIndex={-1}
            className={ui.visuallyHidden}
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            onClick={() => fileInput.current?.click()}
          >
            Add Files
          </button>
          {queue.length > 0 && (
            <ul aria-label="Files to upload">
              {queue.map((item) => {
                const typeError = fileSizeError(item.file) ?? fileTypeError(item);
                return (
                  <li key={item.id}>
                    <FileIcon kind={fileKind(item.file.name)} />
                    {item.file.name}{' '}
                    <label>
                      <span className={ui.visuallyHidden}>File type for {item.file.name}</span>
                      <select
                        value={item.fileTypeId ?? ''}
                        aria-invalid={typeError ? true : undefined}
                        onChange={(event) =>
                          patch(item.id, {
                            fileTypeId: event.target.value ? Number(event.target.value) : null,
                            touched: true,
                            error: null,
                          })
                        }
                      >
                        <option value="">Choose a file type</option>
                        {(fileTypes.data ?? []).map((type) => (
                          <option key={type.id} value={type.id}>
                            {type.description}
                          </option>
                        ))}
                      </select>
                    </label>{' '}
                    <progress
                      className="servicing-progress"
                      max={100}
                      value={item.percent}
                      aria-label={`Upload progress of ${item.file.name}`}
                    />
                    {(typeError || item.error) && (
                      <span role="alert" className={ui.fieldError}>
                        {' '}
                        <TriangleAlert aria-hidden="true" size={16} /> {typeError ?? item.error}
                      </span>
                    )}{' '}
                    <button
                      type="button"
                      className={ui.linkButton}
                      disabled={uploading.isPending}
                      onClick={() => setQueue((current) => current.filter((q) => q.id !== item.id))}
                    >
                      Remove {item.file.name}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <button
            type="button"
            className={ui.button}
            disabled={uploading.isPending || queue.length === 0}
            onClick={() => void uploadAll()}
          >
            Upload File(s)
          </button>
          {uploading.isPending && <Spinner label="Uploading" size={22} />}
        </div>
      )}
    </section>
  );
}

// Upload progress on the same API client. fetch cannot report upload progress over HTTP/1.1
// (streamed request bodies need HTTP/2), so a multipart call with a progress callback hands ky
// this fetch: the request ky built (with the session headers its hooks set) goes out through
// XMLHttpRequest, and its answer comes back to ky as a Response, so the client's Unauthorized
// handling runs on it as on any other call.

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    // Bytes, not a Blob: an XMLHttpRequest of another realm (jsdom under test) sends a foreign
    // Blob as the text "[object Blob]"; an ArrayBuffer travels as it is everywhere.
    const body = await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'arraybuffer';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => resolve(responseOf(xhr));
      xhr.onerror = () => reject(new TypeError('The upload failed before an answer arrived.'));
      xhr.ontimeout = xhr.onerror;
      const abort = () => {
        xhr.abort();
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      };
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}

function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const body = NULL_BODY_STATUSES.has(xhr.status)
    ? null
    : new Uint8Array((xhr.response as ArrayBuffer | null) ?? new ArrayBuffer(0));
  return new Response(body, { status: xhr.status, statusText: xhr.statusText, headers });
}

import { type HttpError } from './http-error.ts';
import { errorEnvelope, type FileBody, type Reply } from './reply.ts';
import { inlineDocumentCsp } from './security-headers.ts';

// A route's Reply as the web Response Hono sends. Every answer is no-store: it is one borrower's.

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

/** A download (CSV, PDF): opened by the browser in a new window, so it names itself. */
function fileResponse(file: FileBody): Response {
  const safeName = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      ...(file.inline ? { 'Content-Security-Policy': inlineDocumentCsp(file.contentType) } : {}),
      'Content-Type': file.contentType,
      'Content-Disposition': `${file.inline ? 'inline' : 'attachment'}; filename="${safeName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** A 303 hand-off to another page; the answer itself has no body. */
function redirectResponse(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

/** For the few sandbox-only pages a browser is sent to (the SSO provider's login). */
function htmlResponse(status: number, html: string): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'",
    },
  });
}

export function replyResponse(reply: Reply): Response {
  if (reply.file) return fileResponse(reply.file);
  if (reply.redirect !== undefined) return redirectResponse(reply.redirect);
  if (reply.html !== undefined) return htmlResponse(reply.status, reply.html);
  return jsonResponse(reply.status, reply.body);
}

/** The `{ HasNoErrors: false, Errors }` envelope, with the developer's sentence when there is one. */
export function httpErrorResponse(
  error: HttpError,
  headers: Record<string, string> = {},
): Response {
  const body = error.detail
    ? { ...errorEnvelope(error.errorMessage), Message: error.detail }
    : errorEnvelope(error.errorMessage);
  return jsonResponse(error.status, body, headers);
}

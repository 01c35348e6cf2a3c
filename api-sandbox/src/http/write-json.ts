import type { ServerResponse } from 'node:http';
import type { FileBody } from './reply.ts';
import { BASE_SECURITY_HEADERS, inlineDocumentCsp } from './security-headers.ts';

export function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    ...BASE_SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** A download (CSV, PDF): opened by the browser in a new window, so it names itself. */
export function writeFile(
  res: ServerResponse,
  file: FileBody,
  headers: Record<string, string> = {},
): void {
  const safeName = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  res.writeHead(200, {
    ...headers,
    ...BASE_SECURITY_HEADERS,
    ...(file.inline ? { 'Content-Security-Policy': inlineDocumentCsp(file.contentType) } : {}),
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.length),
    'Content-Disposition': `${file.inline ? 'inline' : 'attachment'}; filename="${safeName}"`,
    'Cache-Control': 'no-store',
  });
  res.end(file.bytes);
}

/** A 303 hand-off to another page; the answer itself has no body. */
export function writeRedirect(
  res: ServerResponse,
  location: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(303, {
    ...headers,
    ...BASE_SECURITY_HEADERS,
    Location: location,
    'Content-Length': '0',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  res.end();
}

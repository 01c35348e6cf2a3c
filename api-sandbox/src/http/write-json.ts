import type { FileBody } from './reply.ts';
import type { ServerResponse } from 'node:http';

export function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
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
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.length),
    'Content-Disposition': `${file.inline ? 'inline' : 'attachment'}; filename="${safeName}"`,
    'Cache-Control': 'no-store',
  });
  res.end(file.bytes);
}

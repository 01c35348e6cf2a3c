// A small multipart/form-data reader for the upload calls (no packages in the sandbox).

export interface MultipartPart {
  name: string;
  fileName: string | undefined;
  contentType: string | undefined;
  data: Buffer;
}

/** The parts of a multipart body, or undefined when it is not well-formed multipart. */
export function parseMultipart(
  contentType: string | undefined,
  body: Buffer,
): MultipartPart[] | undefined {
  const boundaryMatch = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!/^multipart\/form-data/i.test(contentType ?? '') || !boundaryMatch) return undefined;
  const boundary = Buffer.from(`--${boundaryMatch[1] ?? boundaryMatch[2] ?? ''}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(boundary);
  if (start < 0) return undefined;
  for (;;) {
    start += boundary.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    start += 2; // CRLF after the boundary
    const next = body.indexOf(boundary, start);
    if (next < 0) return undefined;
    const part = body.subarray(start, next - 2); // drop the CRLF before the next boundary
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) return undefined;
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return undefined;
    parts.push({
      name,
      fileName: /\bfilename="([^"]*)"/i.exec(disposition)?.[1],
      contentType: /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim(),
      data: part.subarray(headerEnd + 4),
    });
    start = next;
  }
  return parts;
}

// A minimal, valid PDF 1.4 (one page, Helvetica text lines), built by hand so the sandbox needs no
// package: header, four objects, a cross-reference table with exact byte offsets, trailer.

const escapeText = (text: string): string =>
  text
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

/** A PDF whose single page (or more, 50 lines each) shows `lines`. */
export function samplePdf(lines: readonly string[]): Buffer {
  const perPage = 50;
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += perPage)
    pages.push(lines.slice(i, i + perPage));
  // Objects: 1 catalog, 2 pages, 3 font, then per page: page object and content stream.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (const [index, page] of pages.entries()) {
    const contentId = pageIds[index]! + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    const stream = [
      'BT',
      '/F1 10 Tf',
      '14 TL',
      '50 750 Td',
      ...page.map((line) => `(${escapeText(line)}) Tj T*`),
      'ET',
    ].join('\n');
    objects.push(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

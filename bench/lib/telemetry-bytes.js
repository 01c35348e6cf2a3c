// What the shell's telemetry (issue 51, shell/src/telemetry) costs in the built files: the part
// every first page downloads (found through the source maps of the page's own scripts), and
// the agent's chunk, which loads after the page is usable.
import { Buffer } from 'node:buffer';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressedSizes } from './measure-page.js';

// The agent's sources, and the route patterns it alone brings to the first page. Not counted:
// the few calls into it from the loader, the boundary and the navigation (tens of bytes).
const TELEMETRY_SOURCE =
  /^webpack:\/\/shell\/(\.\/src\/telemetry\/|.*\/libs\/routes\/src\/route-pattern\.ts$)/;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment's base64 VLQ fields. */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** The generated code of a file that its source map attributes to telemetry sources. */
function telemetryCode(code, map) {
  const lines = code.split('\n');
  const pieces = [];
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    const segments = line === '' ? [] : line.split(',').map(decodeSegment);
    segments.forEach((fields, i) => {
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      const end = i + 1 < segments.length ? column + segments[i + 1][0] : text.length;
      if (fields.length > 1 && TELEMETRY_SOURCE.test(map.sources[source] ?? ''))
        pieces.push(text.slice(column, end));
    });
  });
  return pieces.join('');
}

/**
 * @param {string} dist the shell's dist folder
 * @returns {{ firstPage: {raw:number,gzip:number,brotli:number}, agent: object | null }}
 *   firstPage: telemetry's code in the scripts index.html loads (brotli of that code alone, an
 *   upper bound of its share of the compressed files); agent: the lazy chunk's sizes
 */
export function telemetryBytes(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="([^"?]+\.js)(?:\?[^"]*)?"/g)].map((m) => m[1]);
  const code = scripts
    .filter((file) => existsSync(path.join(dist, `${file}.map`)))
    .map((file) =>
      telemetryCode(
        readFileSync(path.join(dist, file), 'utf8'),
        JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')),
      ),
    )
    .join('');
  const agent = readdirSync(dist).find((f) => /^telemetry-agent\.[0-9a-f]+\.js$/.test(f));
  return {
    firstPage: compressedSizes(Buffer.from(code)),
    agent: agent ? compressedSizes(readFileSync(path.join(dist, agent))) : null,
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { notFound } from '../http/http-error.ts';
import { fileReply } from '../http/reply.ts';
import { publicRoute, type RouteDefinition } from '../http/route-definition.ts';

// The institution's CDN folder as the sandbox plays it: CdnFolder is "sandbox" (institution
// options), so the portal asks its own origin for /sandbox/branding/logos/<file> (spec 1 §9) and
// the shell's gateway forwards that folder here. Only the sample files shipped beside this module
// are served, read once at start: a request names a file, never a path.
const FOLDER = new URL('./cdn/branding/logos/', import.meta.url);

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
};

const FILES: ReadonlyMap<string, { contentType: string; bytes: Buffer }> = new Map(
  readdirSync(FOLDER).flatMap((name) => {
    const contentType = IMAGE_TYPES[name.split('.').pop() ?? ''];
    return contentType ? [[name, { contentType, bytes: readFileSync(new URL(name, FOLDER)) }]] : [];
  }),
);

export const brandingRoutes: RouteDefinition[] = [
  publicRoute({
    area: 'branding',
    method: 'GET',
    path: '/sandbox/branding/logos/{file}',
    handle: ({ params }) => {
      const fileName = params.file ?? '';
      const file = FILES.get(fileName);
      if (!file) throw notFound();
      // Inline: shown, not saved; the document policy (default-src 'none') runs nothing in it.
      return fileReply({ ...file, fileName, inline: true });
    },
  }),
];

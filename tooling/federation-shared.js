// The federation share policy, in one place for every app (see docs/decisions/002).
// Singletons: one React, one router, one store library and one shared-contracts per page.
// requiredVersion comes from the app's own package.json, so a remote built against an
// incompatible major is reported instead of silently running against the wrong copy.
import { readFileSync } from 'node:fs';

const SINGLETONS = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router': ['react-router'],
  zustand: ['zustand', 'zustand/vanilla'],
  '@portal/shared-contracts': ['@portal/shared-contracts'],
};

// Shared so each downloads once, but not singletons: two versions may live side by side.
// valibot is built to be tree-shaken: shared whole it was 14 kB gzip on every page, so it is
// shared as its surface below, one copy of what all the apps use (the shell's, in its boot
// libraries) instead of the shell's and the area's own (−1.7 to −2.0 kB and a request on every
// route, `pnpm bench`).
const SHARED_LIBRARIES = [
  'leaflet',
  '@tanstack/react-query',
  'ky',
  'luxon',
  'react-hook-form',
  'dompurify',
  'valibot',
];

/**
 * What the portal's apps may import from these shared libraries; every shared copy is
 * tree-shaken to this (tooling/upstream/shared-surface-plugin.js, docs/decisions/005). Adding a
 * name is a platform change: the shell that provides the library must be released with it first.
 */
export const SHARED_SURFACES = {
  // The declarative router only (the shell's routing/portal-router.tsx): the data router's
  // createHashRouter/RouterProvider are 16 kB brotli that every page would download.
  // Not its <Link> and <NavLink> (@portal/ui/link): they carry the framework mode's prefetching.
  'react-router': [
    'HashRouter',
    'Navigate',
    'Outlet',
    'UNSAFE_createHashHistory',
    'matchRoutes',
    'parsePath',
    'unstable_HistoryRouter',
    'useHref',
    'useLinkClickHandler',
    'useLocation',
    'useNavigate',
    'useParams',
    'useResolvedPath',
    'useRoutes',
    'useSearchParams',
  ],
  // What the apps' schemas, the wire helpers and @hookform/resolvers/valibot (safeParseAsync) use.
  valibot: [
    'array',
    'blob',
    'boolean',
    'check',
    'forward',
    'getDotPath',
    'instance',
    'integer',
    'length',
    'literal',
    'looseObject',
    'maxLength',
    'minLength',
    'minValue',
    'nonEmpty',
    'null',
    'nullable',
    'nullish',
    'number',
    'object',
    'optional',
    'parse',
    'partial',
    'partialCheck',
    'picklist',
    'pipe',
    'rawCheck',
    'record',
    'regex',
    'safeParse',
    'safeParseAsync',
    'string',
    'trim',
    'union',
    'unknown',
    'url',
  ],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
  // get, set, appendErrors: what @hookform/resolvers(/valibot) imports from react-hook-form.
  'react-hook-form': ['Controller', 'appendErrors', 'get', 'set', 'useForm', 'useWatch'],
};

/**
 * What a build's code uses of each surfaced library (share key → export names), written beside
 * the build by tooling/upstream/shared-surface-plugin.js: a release records it, so promote checks
 * a remote against the live shell's surfaces by what the remote uses, not by the whole lists it
 * was built with (scripts/deploy/shared-surfaces.mjs).
 */
export const SHARED_IMPORTS_FILE = 'shared-imports.json';

const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));

/** `workspace:^1.0.0` → `^1.0.0`; plain ranges stay as they are. */
const toRange = (spec) => spec.replace(/^workspace:/, '');

/**
 * The shared-contracts version this build is made against. PORTAL_CONTRACT_VERSION pretends
 * another one: only for tests that prove an incompatible remote is refused.
 */
export function contractsVersion() {
  return (
    process.env.PORTAL_CONTRACT_VERSION ??
    readJson(new URL('../shared-contracts/package.json', import.meta.url)).version
  );
}

/**
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @param {{ hostProvidesSingletons?: boolean }} [options] hostProvidesSingletons: a remote's
 *   production build, which only ever runs under the shell. The shell provides every singleton
 *   (it renders the page with them), so the remote's own copies could never run: `import: false`
 *   leaves them out of its share map and its files (−0.45 kB brotli per remote entry, bench).
 *   Its development build keeps them, for its standalone page.
 */
export function sharedConfig(dependencies, { hostProvidesSingletons = false } = {}) {
  const shared = {};
  for (const [pkg, entries] of Object.entries(SINGLETONS)) {
    const spec = dependencies[pkg];
    if (!spec) continue;
    const version = pkg === '@portal/shared-contracts' ? contractsVersion() : undefined;
    for (const entry of entries) {
      shared[entry] = {
        singleton: true,
        requiredVersion: version ? `^${version.split('.')[0]}.0.0` : toRange(spec),
        // A second copy of shared-contracts would split the session store: refuse it loudly.
        strictVersion: pkg === '@portal/shared-contracts',
        ...(version ? { version } : {}),
        ...(hostProvidesSingletons ? { import: false } : {}),
      };
    }
  }
  for (const pkg of SHARED_LIBRARIES) {
    const spec = dependencies[pkg];
    if (spec) shared[pkg] = { requiredVersion: toRange(spec) };
  }
  return shared;
}

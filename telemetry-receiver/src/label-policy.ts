// Keeps every label value to a known set, so a page (or anyone posting to /telemetry) cannot
// create series at will: areas, variants and route patterns are closed by the contract's schema;
// versions must be published; banner codes come from the catalogue, or while there is none, the
// first few distinct codes of the contract's shape. Anything else is reported as `unknown`.
import { ROUTE_PATTERNS } from '@portal/routes/route-pattern';
import type { TelemetryArea } from '@portal/telemetry-contract/labels';
import type { VersionCatalogue } from './published-versions.ts';

export const UNKNOWN = 'unknown';

/** Distinct banner codes kept while the contract has no catalogue of them. */
export const MAX_BANNER_CODES = 200;

export type NarrowedLabel = 'version' | 'shell' | 'code' | 'route';

export interface LabelPolicy {
  version(area: TelemetryArea, version: string): string;
  shell(version: string): string;
  bannerCode(code: string): string;
  /** The schema already refuses other routes; kept here too should the schema ever widen. */
  route(route: string): string;
}

const ROUTES: ReadonlySet<string> = new Set(ROUTE_PATTERNS);

/**
 * The contract's banner-code catalogue (`@portal/telemetry-contract/banner-codes`, which the
 * browser agent's branch adds), or undefined while the contract has none. Once both are merged,
 * a static import of BANNER_CODES can replace this.
 */
export async function loadBannerCatalogue(
  specifier = '@portal/telemetry-contract/banner-codes',
): Promise<ReadonlySet<string> | undefined> {
  try {
    const { BANNER_CODES: codes } = (await import(specifier)) as { BANNER_CODES?: unknown };
    return Array.isArray(codes) ? new Set(codes.map(String)) : undefined;
  } catch {
    return undefined;
  }
}

export function createLabelPolicy({
  versions,
  onUnknown,
  bannerCodes,
  maxBannerCodes = MAX_BANNER_CODES,
}: {
  versions: VersionCatalogue;
  onUnknown: (label: NarrowedLabel) => void;
  bannerCodes?: ReadonlySet<string> | undefined;
  maxBannerCodes?: number;
}): LabelPolicy {
  const seenCodes = new Set<string>();
  const known = (label: NarrowedLabel, value: string, ok: boolean) => {
    if (ok) return value;
    onUnknown(label);
    return UNKNOWN;
  };
  const bannerKnown = (code: string) => {
    if (bannerCodes) return bannerCodes.has(code);
    if (seenCodes.has(code)) return true;
    if (seenCodes.size >= maxBannerCodes) return false;
    seenCodes.add(code);
    return true;
  };
  return {
    version: (area, version) => known('version', version, versions.has(area, version)),
    shell: (version) => known('shell', version, versions.has('shell', version)),
    bannerCode: (code) => known('code', code, bannerKnown(code)),
    route: (route) => known('route', route, ROUTES.has(route)),
  };
}

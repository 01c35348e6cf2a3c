// Locations rules (spec 3 §4 Locations, §5, §9).
import { isFiveDigitZip } from '@portal/field-rules/zip';

/** Map zoom when centred on the user's position. */
export const USER_ZOOM = 10;
/** Info boxes keep 25 px from the map's edge when panned into view. */
export const INFO_BOX_EDGE_PADDING = 25;

/** The search acts only at exactly 5 characters. */
export const isSearchableZip = (zip: string): boolean => isFiveDigitZip(zip);

/** Great-circle distance in miles, to list branches nearest first. */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

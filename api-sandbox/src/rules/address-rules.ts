// The sandbox's one address rule set (spec 1 "Profile address", spec 3 "Address (loan edit)"),
// used by the profile's physical address and a loan's mailing address alike.
import { isUsStateCode } from '@portal/field-rules/us-states';

export const STREET_MAX = 45;
export const CITY_MAX = 20;

/**
 * The sandbox's zip directory: a zip listed here only matches its cities; a zip not listed is
 * accepted with any city.
 */
export const ZIP_CITIES: Readonly<Record<string, readonly string[]>> = {
  '49116': ['Lakeside', 'Harbert'],
  '49085': ['Saint Joseph', 'St. Joseph', 'Stevensville'],
  '49022': ['Benton Harbor'],
  '49417': ['Grand Haven'],
  '49423': ['Holland'],
  '49007': ['Kalamazoo'],
  '49453': ['Saugatuck'],
  '60601': ['Chicago'],
  '10001': ['New York'],
};

export function zipMatchesCity(zip: string, city: string): boolean {
  const cities = ZIP_CITIES[zip];
  if (!cities) return true;
  const wanted = city.trim().toLowerCase();
  return cities.some((known) => known.toLowerCase() === wanted);
}

/** P.O. Box, PO Box, P O Box, POB, Post Office Box, Box 12 at the start. */
const PO_BOX = /\b(p\.?\s*o\.?\s*b(ox)?\.?|post\s+office\s+box)\b|^\s*box\s+\d/i;
export const containsPoBox = (street: string): boolean => PO_BOX.test(street);

export interface PostalAddress {
  address1: string;
  city: string;
  state: string;
  zipCode: string;
}

export type AddressProblem = 'invalid' | 'poBox' | 'zipCity';

/**
 * The first problem of an address (trimmed, state upper-cased), or null. Markup is text like any
 * other: it is stored as typed and escaped where it is shown. A physical address (the
 * profile's) may not be a PO box; a mailing address (a loan's) may.
 */
export function addressProblem(
  address: PostalAddress,
  kind: 'physical' | 'mailing',
): AddressProblem | null {
  const { address1, city, state, zipCode } = address;
  if (address1 === '' || address1.length > STREET_MAX) return 'invalid';
  if (city === '' || city.length > CITY_MAX) return 'invalid';
  if (!/^\d{5}$/.test(zipCode) || !isUsStateCode(state)) return 'invalid';
  if (kind === 'physical' && containsPoBox(address1)) return 'poBox';
  if (!zipMatchesCity(zipCode, city)) return 'zipCity';
  return null;
}

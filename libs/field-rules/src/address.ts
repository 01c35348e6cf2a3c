// The mailing address fields as the profile (spec 1 §5 Profile address) and the loan details
// page (spec 3 §5 Address (loan edit)) both word them: one rule, one set of messages.
import * as v from 'valibot';
import { isFiveDigitZip } from './zip';

export const STREET_MAX = 45;
export const CITY_MAX = 20;

export const ADDRESS_MESSAGES = {
  streetRequired: 'You must enter an address',
  streetTooLong: `Cannot be longer than ${STREET_MAX} characters`,
  cityRequired: 'You must enter a city',
  cityTooLong: `Cannot be longer than ${CITY_MAX} characters`,
  stateRequired: 'You must select a state',
  zipRequired: 'You must enter a zip code',
  zipLength: 'Zip code must be 5 digits',
} as const;

const m = ADDRESS_MESSAGES;

export const StreetSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(m.streetRequired),
  v.maxLength(STREET_MAX, m.streetTooLong),
);

export const CitySchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(m.cityRequired),
  v.maxLength(CITY_MAX, m.cityTooLong),
);

export const StateSchema = v.pipe(v.string(), v.nonEmpty(m.stateRequired));

export const ZipSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(m.zipRequired),
  // An empty zip already has its own message.
  v.check((zip) => zip === '' || isFiveDigitZip(zip), m.zipLength),
);

// Field shapes the payments calls share. Money travels as decimal dollars (spec 2 §9); the API
// modules turn it into integer cents.
import * as v from 'valibot';

/** Decimal dollars, e.g. 389.17. */
export const WireDollars = v.number();

/** A calendar date or date-time as the back end writes it, e.g. `2026-11-18` or `2026-11-18T00:00:00`. */
export const WireDay = v.string();

/** A list of calendar days (non-payment days, holidays). */
export const WireDays = v.nullish(v.array(v.string()));

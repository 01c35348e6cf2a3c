// Small wire shapes several servicing calls share. A query value is text on the wire, so query
// fields are strings here; bodies carry JSON numbers and booleans.
import * as v from 'valibot';

/** Decimal dollars as the back end sends them (spec 3 §9: US dollars, two decimals). */
export const WireMoney = v.nullish(v.number());
export const WireText = v.nullish(v.string());
/** An ISO date or date-time; 0001-01-01T00:00:00 means none (spec 3 §3). */
export const WireDate = v.nullish(v.string());

/** A loan or deposit account number as the borrower's account list names it. */
export const AccountNumber = v.pipe(v.string(), v.nonEmpty());

/** A whole number written in a query string. */
export const QueryWholeNumber = v.pipe(v.string(), v.regex(/^\d+$/));

/** A one-time token the back end answers as a bare JSON string. */
export const TokenText = v.pipe(v.string(), v.minLength(1));

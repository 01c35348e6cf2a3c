// The small wire value shapes every area's calls share, written once (issue 17 item 5): money,
// dates, text, flags, account numbers. A query value is text on the wire, so query fields are
// strings; bodies carry JSON numbers and booleans.
import * as v from 'valibot';

/** Decimal dollars, e.g. 389.17 (spec 2 §9, spec 3 §9); the API modules turn it into integer cents. */
export const WireDollars = /*#__PURE__*/ (() => v.number())();

/** Decimal dollars a response may leave out. */
export const WireMoney = /*#__PURE__*/ (() => v.nullish(WireDollars))();

/** Text a response may leave out or send as null. */
export const WireText = /*#__PURE__*/ (() => v.nullish(v.string()))();

/** A yes/no a response may leave out or send as null. */
export const WireFlag = /*#__PURE__*/ (() => v.nullish(v.boolean()))();

/** A calendar date or date-time as the back end writes it, e.g. `2026-11-18` or `2026-11-18T00:00:00`. */
export const WireDay = /*#__PURE__*/ (() => v.string())();

/** An ISO date or date-time a response may leave out; 0001-01-01T00:00:00 means none (spec 3 §3). */
export const WireDate = /*#__PURE__*/ (() => v.nullish(WireDay))();

/** A list of calendar days (non-payment days, holidays). */
export const WireDays = /*#__PURE__*/ (() => v.nullish(v.array(WireDay)))();

/** A loan or deposit account number as the borrower's account list names it. */
export const AccountNumber = /*#__PURE__*/ (() => v.pipe(v.string(), v.nonEmpty()))();

/** A whole number written in a query string. */
export const QueryWholeNumber = /*#__PURE__*/ (() => v.pipe(v.string(), v.regex(/^\d+$/)))();

/** A one-time token the back end answers as a bare JSON string. */
export const TokenText = /*#__PURE__*/ (() => v.pipe(v.string(), v.minLength(1)))();

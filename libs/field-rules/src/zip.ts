// US zip codes as the portal's forms take them: exactly five digits (spec 1 §5 registration
// "A 5 digit zip code is required", recovery and profile "Zip code must be 5 digits"; spec 3 §5
// loan address and contact change, locations search). Card billing zips also take ZIP+4.
export const ZIP_LENGTH = 5;

/** A zip as a borrower types it into a five-digit field: its digits only, the first five. */
export const zipAsTyped = (typed: string): string => typed.replace(/\D/g, '').slice(0, ZIP_LENGTH);

export const isFiveDigitZip = (value: string): boolean => /^\d{5}$/.test(value);

/** A card's billing zip (spec 2 §5 Card form): five digits, optionally ZIP+4. */
export const isZipOrZipPlusFour = (value: string): boolean => /^\d{5}(?:-?\d{4})?$/.test(value);

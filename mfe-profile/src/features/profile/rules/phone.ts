// Phone numbers (spec 1 §5 Profile address): exactly 10 digits entered with the mask
// 000-000-0000; a 10-digit number displays as 3-3-4 groups, a 12-character number as is.
export const PHONE_DIGITS = 10;

export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/** Applies the mask as the user types: digits only, cut at 10, dashes after 3 and 6. */
export function maskPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** How a stored number is shown. */
export function displayPhone(value: string): string {
  if (/^\d{10}$/.test(value)) return `${value.slice(0, 3)}-${value.slice(3, 6)}-${value.slice(6)}`;
  return value;
}

// Account number mask (spec 1 §5, Registration personal): office digits, dash, account digits,
// optionally dash and check digits; empty when all lengths are 0 or the number is waived.
export interface AccountLengths {
  Office: number;
  Account: number;
  CheckDigit: number;
}

const safe = (n: number) => (Number.isInteger(n) && n > 0 && n <= 20 ? n : 0);

export function accountNumberMask(
  lengths: AccountLengths,
  removeCheckDigit: boolean,
  waived: boolean,
): string {
  if (waived) return '';
  const groups = [safe(lengths.Office), safe(lengths.Account)];
  if (!removeCheckDigit) groups.push(safe(lengths.CheckDigit));
  return groups
    .filter((length) => length > 0)
    .map((length) => '0'.repeat(length))
    .join('-');
}

/** Typed text shaped by a mask of 0s and dashes: digits only, dashes inserted, cut to fit. */
export function applyMask(mask: string, text: string): string {
  const digits = text.replace(/\D/g, '');
  if (!mask) return digits;
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '0') out += digits[next++];
    else out += slot;
  }
  return out;
}

export const maskDigitCount = (mask: string) => mask.replace(/[^0]/g, '').length;

/** SSN digits asked at registration: 9 unless an account number is required, then the setting. */
export function registrationSsnDigits(accountNumberRequired: boolean, configured: string): number {
  const n = Number(configured);
  if (!accountNumberRequired) return 9;
  return Number.isInteger(n) && n >= 4 && n <= 9 ? n : 9;
}

export const PHONE_MASK = '(000) 000-0000';

export function maskPhone(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Digits only, cut to `max` (SSN, zip, branch fields strip other characters as typed). */
export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

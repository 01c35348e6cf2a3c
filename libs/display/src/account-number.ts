// How an account number shows (spec 3 §2 Dashboard: "Account numbers are shown without the check
// digit"; Loan information: "check digit removed"; spec 2 §3: "The account number display may drop
// the check digit"). One rule for every area, so a loan reads the same on the dashboard, its
// details, the payment page and the document center. The full number stays the key on the wire.

/** The number without its trailing check digit(s), the institution's CheckDigit length. */
export function displayAccountNumber(number: string, checkDigitLength: number): string {
  if (checkDigitLength <= 0 || number.length <= checkDigitLength) return number;
  return number.slice(0, number.length - checkDigitLength);
}

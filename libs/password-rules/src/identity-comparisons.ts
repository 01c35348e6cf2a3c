// Comparisons of a password with the user's own identifiers, shared by both rule modes.

const digitsOnly = (text: string): string => text.replace(/-/g, '');

/** Case-insensitive equality with the e-mail address. */
export function passwordMatchesEmail(password: string, email: string | undefined): boolean {
  if (!email || !password) return false;
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Equal to the SSN once dashes are ignored on both sides. */
export function passwordMatchesSsn(password: string, ssn: string | undefined): boolean {
  if (!ssn || !password) return false;
  const target = digitsOnly(ssn);
  return target !== '' && digitsOnly(password) === target;
}

/** Contains the SSN (dashes ignored): the legacy rule. */
export function passwordContainsSsn(password: string, ssn: string | undefined): boolean {
  if (!ssn || !password) return false;
  const target = digitsOnly(ssn);
  return target !== '' && digitsOnly(password).includes(target);
}

/** The password contains the whole logon name, case-insensitive. */
export function passwordContainsLogon(password: string, logon: string | undefined): boolean {
  if (!logon || !password) return false;
  return password.toLowerCase().includes(logon.toLowerCase());
}

/** The password is a piece of the logon name (or all of it), case-insensitive. */
export function passwordEqualsPortionOfLogon(password: string, logon: string | undefined): boolean {
  if (!logon || !password) return false;
  return logon.toLowerCase().includes(password.toLowerCase());
}

export function hasThreeIdenticalInARow(password: string): boolean {
  return /(.)\1\1/su.test(password);
}

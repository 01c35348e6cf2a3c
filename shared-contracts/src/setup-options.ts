// The institution settings as the portal store keeps them: plain data, loaded once by the shell.
// Reading them (the catalogue of keys, their defaults, booleans as 'true') is not part of this
// runtime contract but of the build-time @portal/settings, so each app reads a setting with the
// catalogue it was built with and a new key ships with one remote (docs/decisions/009).

export interface AccountLengths {
  Office: number;
  Account: number;
  CheckDigit: number;
}

export interface InstitutionOptions {
  PasswordMinimumLength: number;
  UserNameMinimumLength: number;
  CdnFolder: string;
  Loan: AccountLengths;
  Deposit: AccountLengths;
}

export interface InstitutionSettings {
  /** Every setting text the institution sent, english texts over shared ones. */
  texts: Readonly<Record<string, string | null>>;
  institution: InstitutionOptions;
}

// Reading institution settings: the start-up response, validated, and a typed reader over it.
import * as v from 'valibot';
import { SETUP_OPTION_DEFAULTS, type SetupOptionKey } from './setup-option-catalogue';

const SettingsGroupSchema = v.record(v.string(), v.nullable(v.string()));

const AccountLengthsSchema = v.object({
  Office: v.number(),
  Account: v.number(),
  CheckDigit: v.number(),
});

export const InstitutionOptionsSchema = v.object({
  PasswordMinimumLength: v.optional(v.number(), 8),
  UserNameMinimumLength: v.optional(v.number(), 8),
  CdnFolder: v.optional(v.string(), ''),
  Loan: AccountLengthsSchema,
  Deposit: AccountLengthsSchema,
});

export type InstitutionOptions = v.InferOutput<typeof InstitutionOptionsSchema>;

export const ApplicationOptionsSchema = v.object({
  gassySettings: v.object({
    shared: SettingsGroupSchema,
    english: v.optional(SettingsGroupSchema, {}),
  }),
  institutionOptions: InstitutionOptionsSchema,
});

export type ApplicationOptions = v.InferOutput<typeof ApplicationOptionsSchema>;

export class SetupOptionError extends Error {
  override readonly name = 'SetupOptionError';
  readonly key: string;

  constructor(key: string) {
    super('Cannot read option');
    this.key = key;
  }
}

export interface SetupOptions {
  /** The setting's text (english texts win over shared ones), or its catalogue default. */
  text(key: SetupOptionKey): string;
  /** Booleans arrive as the text 'true'. */
  flag(key: SetupOptionKey): boolean;
  readonly institution: InstitutionOptions;
}

export function createSetupOptions(options: ApplicationOptions): SetupOptions {
  const { shared, english } = options.gassySettings;
  const lookup = (key: string): string => {
    const value =
      english[key] ?? shared[key] ?? (SETUP_OPTION_DEFAULTS as Record<string, string>)[key];
    // Keys reach here from typed code, but also from settings that name other settings.
    if (value === undefined || value === null) throw new SetupOptionError(key);
    return value;
  };
  return {
    text: lookup,
    flag: (key) => lookup(key).trim().toLowerCase() === 'true',
    institution: options.institutionOptions,
  };
}

// The start-up response (setup/ApplicationOptions), parsed at the shell's boundary and kept in the
// portal store as plain data. Reading a setting is each app's own business (settings-reader.ts),
// so the schema and the merge of english over shared texts live here, not in the contract.
import type { InstitutionSettings } from '@portal/shared-contracts';
import * as v from 'valibot';

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

export const ApplicationOptionsSchema = v.object({
  gassySettings: v.object({
    shared: SettingsGroupSchema,
    english: v.optional(SettingsGroupSchema, {}),
  }),
  institutionOptions: InstitutionOptionsSchema,
});

export type ApplicationOptions = v.InferOutput<typeof ApplicationOptionsSchema>;

/** What the store keeps: english texts win over shared ones. */
export function institutionSettings(options: ApplicationOptions): InstitutionSettings {
  const { shared, english } = options.gassySettings;
  return { texts: { ...shared, ...english }, institution: options.institutionOptions };
}

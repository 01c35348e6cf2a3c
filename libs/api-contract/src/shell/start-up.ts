// What the shell asks before the first page renders (spec 1 §7, spec 3 §7): the institution's
// settings. No envelope: the answer is the options themselves, and a failure goes to Error500.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { NoRequestSchema } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

const WireSettingsGroupSchema = v.record(v.string(), v.nullable(v.string()));

const WireAccountLengthsSchema = v.object({
  Office: v.number(),
  Account: v.number(),
  CheckDigit: v.number(),
});

export const applicationOptions = endpoint({
  name: 'shell.applicationOptions',
  method: 'GET',
  path: 'setup/ApplicationOptions',
  request: NoRequestSchema,
  response: v.object({
    gassySettings: v.object({
      shared: WireSettingsGroupSchema,
      english: v.nullish(WireSettingsGroupSchema),
    }),
    institutionOptions: v.object({
      PasswordMinimumLength: v.nullish(v.number()),
      UserNameMinimumLength: v.nullish(v.number()),
      CdnFolder: WireText,
      Loan: WireAccountLengthsSchema,
      Deposit: WireAccountLengthsSchema,
    }),
  }),
  errors: [],
  spec: 'spec 1 §7',
  summary: "The institution's settings and options, read once at start-up.",
});

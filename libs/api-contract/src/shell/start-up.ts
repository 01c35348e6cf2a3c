// What the shell asks before the first page renders (spec 1 §7, spec 3 §7): the institution's
// settings and options. No envelope: the answer is the options themselves, and a failure goes to Error500.
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

/** The institution's lengths and folders, in the start-up answer and on their own. */
const WireInstitutionOptionsSchema = v.object({
  PasswordMinimumLength: v.nullish(v.number()),
  UserNameMinimumLength: v.nullish(v.number()),
  CdnFolder: WireText,
  Loan: WireAccountLengthsSchema,
  Deposit: WireAccountLengthsSchema,
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
    institutionOptions: WireInstitutionOptionsSchema,
  }),
  errors: [],
  sameForEveryone: true,
  spec: 'spec 1 §7',
  summary: "The institution's settings and options, read once at start-up.",
});

export const institutionOptions = endpoint({
  name: 'shell.institutionOptions',
  method: 'GET',
  path: 'Login/GetInstitutionOptions',
  request: NoRequestSchema,
  response: WireInstitutionOptionsSchema,
  errors: [],
  sameForEveryone: true,
  spec: 'spec 1 §7',
  summary: "The institution's options alone (the start-up answer carries them too); cached.",
});

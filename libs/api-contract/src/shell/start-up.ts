// What the shell asks before the first page renders (spec 1 §7, spec 3 §7): the institution's
// settings and options. No envelope: the answer is the options themselves, and a failure goes to Error500.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { NoRequestSchema } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

const WireSettingsGroupSchema = /*#__PURE__*/ (() =>
  v.record(v.string(), v.nullable(v.string())))();

const WireAccountLengthsSchema = /*#__PURE__*/ (() =>
  v.object({
    Office: v.number(),
    Account: v.number(),
    CheckDigit: v.number(),
  }))();

/** The institution's lengths and folders, in the start-up answer and on their own. */
const WireInstitutionOptionsSchema = /*#__PURE__*/ (() =>
  v.object({
    PasswordMinimumLength: v.nullish(v.number()),
    UserNameMinimumLength: v.nullish(v.number()),
    CdnFolder: WireText,
    Loan: WireAccountLengthsSchema,
    Deposit: WireAccountLengthsSchema,
  }))();

export const applicationOptions = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();

export const institutionOptions = /*#__PURE__*/ (() =>
  endpoint({
    name: 'shell.institutionOptions',
    method: 'GET',
    path: 'Login/GetInstitutionOptions',
    request: NoRequestSchema,
    response: WireInstitutionOptionsSchema,
    errors: [],
    sameForEveryone: true,
  }))();

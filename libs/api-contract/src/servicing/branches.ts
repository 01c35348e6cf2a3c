// Branches (spec 3 §7): the list for the locations page, one branch by number for the loan page
// (the first 4 characters of the account), and the zip lookup the spec does not show the path of.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, NoRequestSchema } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

/**
 * A branch (spec 3 §3 BranchInfo); the branch list adds its number. Declared here, not with
 * account details (whose answer carries one): the locations pages download only this module.
 */
export const WireBranchInfoSchema = v.object({
  BranchNumber: v.optional(v.union([v.string(), v.number()])),
  BranchName: WireText,
  StreetAddress: WireText,
  City: WireText,
  State: WireText,
  Zip: WireText,
  PhoneNumber: WireText,
  Latitude: v.nullish(v.number()),
  Longitude: v.nullish(v.number()),
});

export const branchList = endpoint({
  name: 'servicing.branchList',
  method: 'GET',
  path: 'BranchInfo/Get',
  request: NoRequestSchema,
  response: v.array(WireBranchInfoSchema),
  errors: [],
  spec: 'spec 3 §7',
  summary: 'Every branch of the institution, for the locations page.',
});

export const branchByNumber = endpoint({
  name: 'servicing.branchByNumber',
  method: 'GET',
  path: 'BranchInfo/GetByBranchNumber',
  request: v.object({ branchNumber: v.pipe(v.string(), v.regex(/^\d{1,4}$/)) }),
  response: WireBranchInfoSchema,
  errors: ['NotFound'],
  spec: 'spec 3 §3, §7',
  summary: "The branch of an account, by the account number's first 4 characters.",
  example: { branchNumber: '0001' },
});

export const zipCoordinates = endpoint({
  name: 'servicing.zipCoordinates',
  method: 'GET',
  path: 'BranchInfo/GetZipCoordinates',
  request: v.object({ zipCode: v.pipe(v.string(), v.regex(/^\d{5}$/)) }),
  response: envelope({ Latitude: v.nullish(v.number()), Longitude: v.nullish(v.number()) }),
  errors: ['ZipNotFound'],
  spec: 'spec 3 §7 (path not shown)',
  summary: 'The coordinates of a zip code, to centre the branch map on it.',
  example: { zipCode: '49116' },
});

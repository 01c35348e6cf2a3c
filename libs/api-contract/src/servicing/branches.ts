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
export const WireBranchInfoSchema = /*#__PURE__*/ (() =>
  v.object({
    BranchNumber: v.optional(v.union([v.string(), v.number()])),
    BranchName: WireText,
    StreetAddress: WireText,
    City: WireText,
    State: WireText,
    Zip: WireText,
    PhoneNumber: WireText,
    Latitude: v.nullish(v.number()),
    Longitude: v.nullish(v.number()),
  }))();

export const branchList = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.branchList',
    method: 'GET',
    path: 'BranchInfo/Get',
    request: NoRequestSchema,
    response: v.array(WireBranchInfoSchema),
    errors: [],
  }))();

export const branchByNumber = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.branchByNumber',
    method: 'GET',
    path: 'BranchInfo/GetByBranchNumber',
    request: v.object({ branchNumber: v.pipe(v.string(), v.regex(/^\d{1,4}$/)) }),
    response: WireBranchInfoSchema,
    errors: ['NotFound'],
  }))();

export const zipCoordinates = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.zipCoordinates',
    method: 'GET',
    path: 'BranchInfo/GetZipCoordinates',
    request: v.object({ zipCode: v.pipe(v.string(), v.regex(/^\d{5}$/)) }),
    response: envelope({ Latitude: v.nullish(v.number()), Longitude: v.nullish(v.number()) }),
    errors: ['ZipNotFound'],
  }))();

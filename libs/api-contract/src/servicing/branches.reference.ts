// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./branches.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { branchByNumber, branchList, zipCoordinates } from './branches.ts';

export const branchesReferences = [
  reference(branchList, {
    spec: 'spec 3 §7',
    summary: 'Every branch of the institution, for the locations page.',
  }),
  reference(branchByNumber, {
    spec: 'spec 3 §3, §7',
    summary: "The branch of an account, by the account number's first 4 characters.",
    example: { branchNumber: '0001' },
  }),
  reference(zipCoordinates, {
    spec: 'spec 3 §7 (path not shown)',
    summary: 'The coordinates of a zip code, to centre the branch map on it.',
    example: { zipCode: '49116' },
  }),
];

// GET /api/AchDraftAgreement/GetACHDrafts (spec 3 §7): the borrower's recurring ACH agreements.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { NoRequestSchema } from '../envelope.ts';

export const achDrafts = endpoint({
  name: 'servicing.achDrafts',
  method: 'GET',
  path: 'AchDraftAgreement/GetACHDrafts',
  request: NoRequestSchema,
  response: v.array(
    v.object({
      Id: v.string(),
      LoanAccountNumber: v.string(),
      CreationDate: v.nullish(v.string()),
    }),
  ),
  errors: [],
  spec: 'spec 3 §7',
  summary: "The borrower's ACH draft agreements (each opens through RenderACHDraftAgreement).",
});

// GET /api/AchDraftAgreement/GetACHDrafts (spec 3 §7): the borrower's recurring ACH agreements.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { NoRequestSchema } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

export const achDrafts = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.achDrafts',
    method: 'GET',
    path: 'AchDraftAgreement/GetACHDrafts',
    request: NoRequestSchema,
    response: v.array(
      v.object({
        Id: v.string(),
        LoanAccountNumber: v.string(),
        CreationDate: WireText,
      }),
    ),
    errors: [],
  }))();

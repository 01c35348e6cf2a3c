// The borrower's loan applications of the last 30 days (spec 3 §3, §7, §9).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { WireDate, WireMoney, WireText } from '../wire-values.ts';

export const WireApplicationSchema = v.object({
  ApplicationNumber: v.union([v.string(), v.number()]),
  Status: WireText,
  AmountRequested: WireMoney,
  AmountApproved: WireMoney,
  LastModified: WireDate,
  Office: v.nullish(v.union([v.string(), v.number()])),
  FundsExpected: WireDate,
});

/** The window is 30 days (spec 3 §9), as a query value. */
const Window = v.literal('30');

export const applicationList = endpoint({
  name: 'servicing.applicationList',
  method: 'GET',
  path: 'Application/GetList',
  request: v.object({ numDaysToRetrieve: Window }),
  response: envelope({ Applications: v.nullish(v.array(WireApplicationSchema)) }),
  errors: [],
  spec: 'spec 3 §7',
  summary: 'The applications of the last 30 days.',
  example: { numDaysToRetrieve: '30' },
});

export const application = endpoint({
  name: 'servicing.application',
  method: 'GET',
  path: 'Application',
  request: v.object({
    numDaysToRetrieve: Window,
    applicationNumber: v.pipe(v.string(), v.nonEmpty()),
  }),
  response: envelope({ Application: v.nullish(WireApplicationSchema) }),
  errors: ['ApplicationNotFound'],
  spec: 'spec 3 §7 (path not shown)',
  summary: 'One application with its details.',
  example: { numDaysToRetrieve: '30', applicationNumber: '20250101' },
});

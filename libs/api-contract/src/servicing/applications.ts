// The borrower's loan applications of the last 30 days (spec 3 §3, §7, §9).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { WireDate, WireMoney, WireText } from '../wire-values.ts';

export const WireApplicationSchema = /*#__PURE__*/ (() =>
  v.object({
    ApplicationNumber: v.union([v.string(), v.number()]),
    Status: WireText,
    AmountRequested: WireMoney,
    AmountApproved: WireMoney,
    LastModified: WireDate,
    Office: v.nullish(v.union([v.string(), v.number()])),
    FundsExpected: WireDate,
  }))();

/** The window is 30 days (spec 3 §9), as a query value. */
const Window = /*#__PURE__*/ (() => v.literal('30'))();

export const applicationList = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.applicationList',
    method: 'GET',
    path: 'Application/GetList',
    request: v.object({ numDaysToRetrieve: Window }),
    response: envelope({ Applications: v.nullish(v.array(WireApplicationSchema)) }),
    errors: [],
  }))();

export const application = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.application',
    method: 'GET',
    path: 'Application',
    request: v.object({
      numDaysToRetrieve: Window,
      applicationNumber: v.pipe(v.string(), v.nonEmpty()),
    }),
    response: envelope({ Application: v.nullish(WireApplicationSchema) }),
    errors: ['ApplicationNotFound'],
  }))();

// AgreementLogging (spec 2 §3 "Agreement", §7): posting the acceptance of agreements by host
// number, and reading the borrower's records (spec 2: path "not shown"; GET on the same path).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope, NoRequestSchema } from '../envelope.ts';
import { WireText } from '../wire-values.ts';

export const agreementRecords = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.agreementRecords',
    method: 'GET',
    path: 'AgreementLogging',
    request: NoRequestSchema,
    response: envelope({
      Agreements: v.nullish(
        v.array(
          v.object({
            DateOfTerms: WireText,
            /** An ISO instant. */
            DateOfAgreement: WireText,
          }),
        ),
      ),
    }),
    errors: [],
  }))();

export const logAgreements = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.logAgreements',
    method: 'POST',
    path: 'AgreementLogging',
    request: v.object({
      /** Host numbers: 11337 plus the agreement's position, up to five. */
      Agreements: v.pipe(v.array(v.number()), v.minLength(1), v.maxLength(5)),
      UserName: v.string(),
      TurnEStatementsOn: v.boolean(),
      UnRestrictEmail: v.boolean(),
    }),
    response: EmptyEnvelopeSchema,
    errors: [],
  }))();

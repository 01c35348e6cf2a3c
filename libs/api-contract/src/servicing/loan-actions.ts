// Insurance, the payoff breakdown's download token and hide-from-web of the loan page (spec 3 §7).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { AccountNumber, TokenText, WireMoney, WireText } from '../wire-values.ts';

export const insurance = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.insurance',
    method: 'POST',
    path: 'Insurance/GetInsuranceInformation',
    request: v.object({ accountNumber: AccountNumber }),
    response: envelope({
      Insurances: v.nullish(
        v.array(
          v.object({
            Type: WireText,
            /** 1 Individual, 2 Joint, otherwise None (spec 3 §3). */
            IsIndividual: v.nullish(v.number()),
            Premium: WireMoney,
            CoverageAmount: WireMoney,
          }),
        ),
      ),
    }),
    errors: ['AccountNotAuthorized'],
  }))();

export const payoffDownloadToken = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.payoffDownloadToken',
    method: 'POST',
    path: 'PaymentInformation/RetrieveDownloadToken',
    request: v.object({
      AccountNumber: AccountNumber,
      /** yyyy-MM-dd, today or later. */
      EffectiveDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
    }),
    response: TokenText,
    errors: ['InvalidPayOffDate', 'AccountNotAuthorized'],
  }))();

export const hideAccount = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.hideAccount',
    method: 'POST',
    path: 'Account/ShowHideAccount',
    request: v.object({ AccountNumber: AccountNumber }),
    response: EmptyEnvelopeSchema,
    errors: ['AccountNotAuthorized'],
    // The seeded borrower's closed boat loan: hiding the first loan would change the other examples.
  }))();

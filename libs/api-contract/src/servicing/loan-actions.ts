// Insurance, the payoff breakdown's download token and hide-from-web of the loan page (spec 3 §7).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { EmptyEnvelopeSchema, envelope } from '../envelope.ts';
import { AccountNumber, TokenText, WireMoney, WireText } from '../wire-values.ts';

export const insurance = endpoint({
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
  spec: 'spec 3 §7',
  summary: 'The insurances on a loan.',
  example: { accountNumber: '00011002347' },
});

export const payoffDownloadToken = endpoint({
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
  spec: 'spec 2 §7, spec 3 §7',
  summary:
    'A one-time token for GET PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=.',
  example: { AccountNumber: '00011002347', EffectiveDate: '2100-01-01' },
});

export const hideAccount = endpoint({
  name: 'servicing.hideAccount',
  method: 'POST',
  path: 'Account/ShowHideAccount',
  request: v.object({ AccountNumber: AccountNumber }),
  response: EmptyEnvelopeSchema,
  errors: ['AccountNotAuthorized'],
  spec: 'spec 3 §7',
  summary: 'Hides an account from the web; undoing it takes a call to the institution.',
  // The seeded borrower's closed boat loan: hiding the first loan would change the other examples.
  example: { AccountNumber: '00011001992' },
});

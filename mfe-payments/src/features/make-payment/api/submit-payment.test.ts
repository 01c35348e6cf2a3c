import { describe, expect, it } from '@jest/globals';
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import {
  submitImmediateCard,
  submitRecurringAch,
  submitScheduledAch,
  submitScheduledCard,
  submitImmediateAch,
} from '@portal/api-contract/payments/submit-payment';
import { fakePortal } from '@portal/area-testing/fake-portal';
import {
  answer,
  handle,
  HttpResponse,
  networkFailure,
  refuse,
  serverError,
  type HttpHandler,
} from '@portal/area-testing/handlers';
import { checkingMethod, chosenChecking, chosenVisa } from '../../../testing/payment-methods';
import { submitPayment, type PaymentSubmission } from './submit-payment';

// The API module is the only place that knows the wire: cents become the spec's decimal dollars
// here, the payment's kind and method pick the path, and the key travels as the IETF draft's
// header.
const savedCard = chosenVisa;
const savedAch = { ...chosenChecking, saved: { ...checkingMethod, profileId: 'p-1' } };

const payment: PaymentSubmission = {
  kind: 'immediate',
  logonName: 'borrower1',
  companyNumber: 0,
  accountNumber: '00011002347',
  accountType: 0,
  paymentDay: '2026-11-18',
  amount: 2029,
  firstPartyFee: 100,
  thirdPartyFee: 295,
  additionalPrincipal: 0,
  isPayoff: false,
  method: savedCard,
  recurring: null,
  draftAgreementToken: null,
};

const KEY = 'key-0001-abcdefghijkl';

const accepted = (endpoint: AnyEndpoint) => answer(endpoint, { ReferenceNumber: 'IP00000001' });

/** Submits over the fake back end; the requests it received and the result. */
async function submit(over: Partial<PaymentSubmission>, handlers: HttpHandler[]) {
  const { api, received } = fakePortal({ handlers });
  const result = await submitPayment(api, { ...payment, ...over }, KEY);
  return { result, sent: await received() };
}

describe('submitPayment', () => {
  it('sends decimal dollars and the Idempotency-Key, and reads the reference number', async () => {
    const { result, sent } = await submit({}, [accepted(submitImmediateCard)]);
    expect(result).toEqual({ kind: 'ok', value: 'IP00000001' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('PaymentImmediate/SubmitCard');
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe(KEY);
    expect(sent[0]?.body).toEqual({
      EncryptedData: '',
      Payment: {
        LogonName: 'borrower1',
        Details: {
          PaymentDate: '2026-11-18T00:00:00',
          LoanAccountNumber: '00011002347',
          Company: 0,
          PaymentAmount: 20.29,
          FirstPartyFee: 1,
          ThirdPartyFee: 2.95,
          AdditionalPrincipalAmount: 0,
          CurrentWithFeesDue: false,
        },
        AccountType: 0,
        IsPayoff: false,
        Method: {
          IsCard: true,
          CardInfo: { ProfileId: 'PM-100002', CardType: 'visa', DebitCreditType: 'DebitCard' },
          save: true,
        },
      },
    });
  });

  it.each([
    ['immediate', 'ACH', savedAch, submitImmediateAch],
    ['scheduled', 'ACH', savedAch, submitScheduledAch],
    ['scheduled', 'card', savedCard, submitScheduledCard],
  ] as const)('a %s payment by %s goes to its own call', async (kind, _by, method, endpoint) => {
    const { result, sent } = await submit({ kind, method }, [accepted(endpoint)]);
    expect(result.kind).toBe('ok');
    expect(sent[0]?.path).toBe(endpoint.path);
    expect(sent[0]?.body).not.toHaveProperty('RecurringDetails');
  });

  it('sends a saved account by its profile and type', async () => {
    const { sent } = await submit({ method: savedAch }, [accepted(submitImmediateAch)]);
    expect(sent[0]?.body).toMatchObject({
      Payment: {
        Method: {
          IsCard: false,
          AchInfo: { ProfileId: 'p-1', AccountType: 'Checking' },
          save: true,
        },
      },
    });
  });

  it('sends a recurring payment with its RecurringDetails and draft agreement token', async () => {
    const { sent } = await submit(
      {
        kind: 'recurring',
        method: savedAch,
        recurring: { option: 'DaysBeforeDue', daysBeforeDue: 4 },
        draftAgreementToken: 'tok',
      },
      [accepted(submitRecurringAch)],
    );
    expect(sent[0]?.path).toBe('PaymentRecurring/SubmitAch');
    expect(sent[0]?.body).toMatchObject({
      RecurringDetails: { RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 4 },
      AchDraftAgreementToken: 'tok',
    });
  });

  it('sends a single-use card with its details and save false', async () => {
    const singleUseCard = {
      cardNumber: '4111111111111111',
      cardType: 'visa',
      expirationDate: '12/30',
      securityCode: '123',
      debitCredit: 'DebitCard' as const,
      firstName: 'Alex',
      lastName: 'Morgan',
      billingAddress: { zipCode: '49116', address1: '', address2: '', city: '', state: '' },
    };
    const { sent } = await submit({ method: { ...savedCard, saved: null, singleUseCard } }, [
      accepted(submitImmediateCard),
    ]);
    expect(sent[0]?.body).toMatchObject({
      Payment: {
        Method: {
          IsCard: true,
          save: false,
          CardInfo: {
            CardNumber: '4111111111111111',
            SecurityCode: '123',
            CardHolderFirstName: 'Alex',
            BillingAddress: { ZipCode: '49116' },
          },
        },
      },
    });
  });

  it.each<[string, HttpHandler, unknown]>([
    [
      'no answer at all',
      networkFailure(submitImmediateCard),
      { kind: 'unavailable', reason: 'network', status: 0 },
    ],
    [
      'a 502 without an error code',
      serverError(submitImmediateCard, 502),
      { kind: 'unavailable', reason: 'http', status: 502 },
    ],
    [
      'a 200 that cannot be read',
      handle(submitImmediateCard, () => HttpResponse.json({ HasNoErrors: 'yes' })),
      { kind: 'unavailable', reason: 'contract', status: 200 },
    ],
    [
      'a refusal',
      refuse(submitImmediateCard, 'TransactionDeclined'),
      { kind: 'refused', code: 'TransactionDeclined' },
    ],
    [
      'a 400 with a code',
      refuse(submitImmediateCard, 'InvalidData', { status: 400 }),
      { kind: 'refused', code: 'InvalidData', status: 400 },
    ],
  ])('%s gives the expected result', async (_, handler, result) => {
    expect((await submit({}, [handler])).result).toEqual(result);
  });
});

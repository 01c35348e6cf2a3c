/**
 * @jest-environment node
 */
// ky needs the fetch classes jsdom does not give; this module test needs no DOM.
import { describe, expect, it } from '@jest/globals';
import { createApiClient, createEventBus, createPortalStore } from '@portal/shared-contracts';
import type { ChosenMethod } from '../../../lib/chosen-method';
import { submitPayment, type PaymentSubmission } from './submit-payment';

// The API module is the only place that knows the wire: cents become the spec's decimal dollars
// here, the payment's kind and method pick the path, and the key travels as the IETF draft's
// header.
const savedCard: ChosenMethod = {
  type: 'Card',
  saved: {
    profileId: 'PM-100002',
    isCard: true,
    lastFour: '1881',
    accountType: '',
    cardType: 'visa',
    expirationDate: '08/29',
    debitCreditType: 'DebitCard',
  },
  singleUseAch: null,
  singleUseCard: null,
  debitCredit: 'DebitCard',
  lastFour: '1881',
};

const savedAch: ChosenMethod = {
  type: 'ACH',
  saved: { ...savedCard.saved!, profileId: 'p-1', isCard: false, accountType: 'Checking' },
  singleUseAch: null,
  singleUseCard: null,
  debitCredit: 'DebitCard',
  lastFour: '4321',
};

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

function apiAnswering(answer: () => Promise<Response>) {
  const sent: Request[] = [];
  const api = createApiClient({
    store: createPortalStore(),
    bus: createEventBus({ channel: null }),
    prefix: 'http://portal.test/api',
    fetch: async (input) => {
      if (input instanceof Request) sent.push(input.clone());
      return answer();
    },
  });
  return { api, sent };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const accepted = () => json(200, { HasNoErrors: true, Errors: [], ReferenceNumber: 'IP00000001' });

async function sentBody(over: Partial<PaymentSubmission>) {
  const { api, sent } = apiAnswering(accepted);
  await submitPayment(api, { ...payment, ...over }, 'key-0001-abcdefghijkl');
  const [request] = sent;
  return { url: request?.url, body: (await request?.json()) as Record<string, unknown> };
}

describe('submitPayment', () => {
  it('sends decimal dollars and the Idempotency-Key, and reads the reference number', async () => {
    const { api, sent } = apiAnswering(accepted);
    const result = await submitPayment(api, payment, 'key-0001-abcdefghijkl');
    expect(result).toEqual({ kind: 'ok', value: 'IP00000001' });
    const [request] = sent;
    expect(request?.url).toBe('http://portal.test/api/PaymentImmediate/SubmitCard');
    expect(request?.headers.get('Idempotency-Key')).toBe('key-0001-abcdefghijkl');
    expect(await request?.json()).toEqual({
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
    ['immediate', savedAch, 'PaymentImmediate/SubmitAch'],
    ['scheduled', savedAch, 'PaymentScheduled/SubmitAch'],
    ['scheduled', savedCard, 'PaymentScheduled/SubmitCard'],
  ] as const)('a %s payment by %j goes to %s', async (kind, method, path) => {
    const { url, body } = await sentBody({ kind, method });
    expect(url).toBe(`http://portal.test/api/${path}`);
    expect(body).not.toHaveProperty('RecurringDetails');
  });

  it('sends a saved account by its profile and type', async () => {
    const { body } = await sentBody({ method: savedAch });
    expect(body).toMatchObject({
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
    const { url, body } = await sentBody({
      kind: 'recurring',
      method: savedAch,
      recurring: { option: 'DaysBeforeDue', daysBeforeDue: 4 },
      draftAgreementToken: 'tok',
    });
    expect(url).toBe('http://portal.test/api/PaymentRecurring/SubmitAch');
    expect(body).toMatchObject({
      RecurringDetails: { RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 4 },
      AchDraftAgreementToken: 'tok',
    });
  });

  it('sends a single-use card with its details and save false', async () => {
    const { body } = await sentBody({
      method: {
        ...savedCard,
        saved: null,
        singleUseCard: {
          cardNumber: '4111111111111111',
          cardType: 'visa',
          expirationDate: '12/30',
          securityCode: '123',
          debitCredit: 'DebitCard',
          firstName: 'Alex',
          lastName: 'Morgan',
          billingAddress: { zipCode: '49116', address1: '', address2: '', city: '', state: '' },
        },
      },
    });
    expect(body).toMatchObject({
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

  it.each<[string, () => Promise<Response>, unknown]>([
    [
      'no answer at all',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { kind: 'unavailable', reason: 'network', status: 0 },
    ],
    [
      'a 502 without an error code',
      () => json(502, {}),
      { kind: 'unavailable', reason: 'http', status: 502 },
    ],
    [
      'a 200 that cannot be read',
      () => json(200, { HasNoErrors: 'yes' }),
      { kind: 'unavailable', reason: 'contract', status: 200 },
    ],
    [
      'a refusal',
      () => json(200, { HasNoErrors: false, Errors: [{ ErrorMessage: 'TransactionDeclined' }] }),
      { kind: 'refused', code: 'TransactionDeclined' },
    ],
    [
      'a 400 with a code',
      () => json(400, { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] }),
      { kind: 'refused', code: 'Invalid' },
    ],
  ])('%s gives the expected result', async (_, answer, result) => {
    const { api } = apiAnswering(answer);
    expect(await submitPayment(api, payment, 'key-0001-abcdefghijkl')).toEqual(result);
  });
});

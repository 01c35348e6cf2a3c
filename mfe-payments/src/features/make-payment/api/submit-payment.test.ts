/**
 * @jest-environment node
 */
// ky needs the fetch classes jsdom does not give; this module test needs no DOM.
import { describe, expect, it } from '@jest/globals';
import { createApiClient, createEventBus, createPortalStore } from '@portal/shared-contracts';
import { submitPayment, type SubmitPayload } from './submit-payment';

// The API module is the only place that knows the wire: cents become the spec's decimal dollars
// here, the key travels as the IETF draft's header, and a missing answer is "unknown".
const payload: SubmitPayload = {
  EncryptedData: '',
  Payment: {
    LogonName: 'borrower1',
    Details: {
      PaymentDate: '2026-11-18T00:00:00',
      LoanAccountNumber: '00011002347',
      Company: 0,
      PaymentAmount: 2029,
      FirstPartyFee: 100,
      ThirdPartyFee: 295,
      AdditionalPrincipalAmount: 0,
      CurrentWithFeesDue: false,
    },
    AccountType: 0,
    IsPayoff: false,
    Method: { IsCard: true, CardInfo: { ProfileId: 'PM-100002' }, save: true },
  },
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

describe('submitPayment', () => {
  it('sends decimal dollars and the Idempotency-Key, and reads the reference number', async () => {
    const { api, sent } = apiAnswering(() =>
      json(200, { HasNoErrors: true, Errors: [], ReferenceNumber: 'IP00000001' }),
    );
    const result = await submitPayment(api, 'immediate', payload, 'key-0001-abcdefghijkl');
    expect(result).toEqual({ outcome: 'done', referenceNumber: 'IP00000001' });
    const [request] = sent;
    expect(request?.url).toBe('http://portal.test/api/PaymentImmediate/SubmitCard');
    expect(request?.headers.get('Idempotency-Key')).toBe('key-0001-abcdefghijkl');
    const body = (await request?.json()) as SubmitPayload;
    expect(body.Payment.Details).toMatchObject({
      PaymentAmount: 20.29,
      FirstPartyFee: 1,
      ThirdPartyFee: 2.95,
      AdditionalPrincipalAmount: 0,
    });
  });

  it.each<[string, () => Promise<Response>, unknown]>([
    [
      'no answer at all',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { outcome: 'unknown' },
    ],
    ['a 502 without an error code', () => json(502, {}), { outcome: 'unknown' }],
    ['a 200 that cannot be read', () => json(200, { HasNoErrors: 'yes' }), { outcome: 'unknown' }],
    [
      'a refusal',
      () => json(200, { HasNoErrors: false, Errors: [{ ErrorMessage: 'TransactionDeclined' }] }),
      { outcome: 'refused', error: 'TransactionDeclined' },
    ],
    [
      'a 400 with a code',
      () => json(400, { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] }),
      { outcome: 'refused', error: 'Invalid' },
    ],
  ])('%s gives the expected outcome', async (_, answer, outcome) => {
    const { api } = apiAnswering(answer);
    expect(await submitPayment(api, 'immediate', payload, 'key-0001-abcdefghijkl')).toEqual(
      outcome,
    );
  });
});

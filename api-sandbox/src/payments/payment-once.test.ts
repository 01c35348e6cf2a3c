import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { makeDataDir, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { DATABASE_FILE } from '../store/database.ts';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from './idempotency.ts';

// Issue 13 item 3: a payment is made once whatever the network does, and the back end charges
// its own fees. A fixed Wednesday, as in payments.test.ts.
const START = new Date('2026-11-18T15:00:00Z').getTime();
let clock = START;
const AUTO = '00011002347';
const KEY = 'a1b2c3d4-e5f6-4789-8abc-def012345678';

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox(makeDataDir(), () => new Date(clock));
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  clock = START;
  await sandbox.reset();
  token = (await sandbox.login('borrower1')).UserToken;
});

const savedAch = { IsCard: false, AchInfo: { ProfileId: 'PM-100001' } };
const savedCard = { IsCard: true, CardInfo: { ProfileId: 'PM-100002' } };

function payment(
  amount: unknown,
  fees: { first: unknown; third: unknown } = { first: 0, third: 0 },
  method: unknown = savedAch,
) {
  return {
    EncryptedData: '',
    Payment: {
      LogonName: 'borrower1',
      Details: {
        PaymentDate: '2026-11-18T00:00:00',
        LoanAccountNumber: AUTO,
        Company: 0,
        PaymentAmount: amount,
        FirstPartyFee: fees.first,
        ThirdPartyFee: fees.third,
        AdditionalPrincipalAmount: 0,
        CurrentWithFeesDue: false,
      },
      AccountType: 0,
      IsPayoff: false,
      Method: method,
    },
  };
}

const submit = (body: unknown, key: string | null, as = token, path = 'SubmitAch') =>
  sandbox.request('POST', `/api/PaymentImmediate/${path}`, {
    token: as,
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });

const stored = async () =>
  (await sandbox.request('GET', `/__sandbox/payments/stored?accountNumber=${AUTO}`)).body
    .Posted as string[];

const balance = async () =>
  (await sandbox.request('GET', '/api/accountList', { token })).body.Accounts.find(
    (account: { Number: string }) => account.Number === AUTO,
  ).Balance as number;

describe('Idempotency-Key on money-moving calls', () => {
  it('answers a repeat with the first answer and takes the payment once', async () => {
    const first = await submit(payment(150), KEY);
    expect(first.status).toBe(200);
    expect(first.body.ReferenceNumber).toMatch(/^IP\d{8}$/);
    const again = await submit(payment(150), KEY);
    expect(again).toEqual(first);
    expect(await stored()).toEqual([first.body.ReferenceNumber]);
    expect(await balance()).toBe(12300.32);
  });

  it('a crash between the payment and its stored answer undoes both: the retry pays once', async () => {
    // The fault: storing the answer fails after the payment row is written (issue 52 item 4).
    const file = new DatabaseSync(join(sandbox.dataDir, DATABASE_FILE));
    file.exec(`CREATE TRIGGER crash_before_answer BEFORE INSERT ON payments_idempotency
      BEGIN SELECT RAISE(ABORT, 'injected crash'); END`);
    const crashed = await submit(payment(150), KEY);
    file.exec('DROP TRIGGER crash_before_answer');
    file.close();
    expect(crashed.status).toBe(500);
    expect(await stored()).toEqual([]);

    const retry = await submit(payment(150), KEY);
    expect(retry.status).toBe(200);
    expect(await submit(payment(150), KEY)).toEqual(retry);
    expect(await stored()).toEqual([retry.body.ReferenceNumber]);
    expect(await balance()).toBe(12300.32);
  });

  it('replays a refusal too: the same intent gets the same definite answer', async () => {
    const first = await submit(payment(12450.33), KEY);
    expect(first.body.Errors).toEqual([{ ErrorMessage: 'AmountGreaterThanMaximum' }]);
    expect(await submit(payment(12450.33), KEY)).toEqual(first);
  });

  it('refuses the same key with another body (422, saying why) and takes nothing for it', async () => {
    await submit(payment(150), KEY);
    const other = await submit(payment(200), KEY);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'IdempotencyKeyReused' }],
    });
    expect(other.body.Message).toMatch(/different request/);
    expect(await stored()).toHaveLength(1);
  });

  it('a new key is a new payment', async () => {
    await submit(payment(150), KEY);
    await submit(payment(150), 'b1b2c3d4-e5f6-4789-8abc-def012345678');
    expect(await stored()).toHaveLength(2);
  });

  it('keys belong to the borrower: the same key from another borrower is not their answer', async () => {
    const first = await submit(payment(150), KEY);
    const other = (await sandbox.login('borrower2')).UserToken;
    const theirs = await submit(payment(150), KEY, other);
    // borrower2 cannot pay borrower1's loan, and does not get borrower1's stored answer either.
    expect(theirs.status).toBe(403);
    expect(theirs.body).not.toEqual(first.body);
  });

  it('a key expires after its lifetime: the same key later is a new payment', async () => {
    await submit(payment(150), KEY);
    clock = START + IDEMPOTENCY_KEY_LIFETIME_MS + 1000;
    token = (await sandbox.login('borrower1')).UserToken;
    const later = await submit(
      {
        ...payment(150),
        Payment: {
          ...payment(150).Payment,
          Details: { ...payment(150).Payment.Details, PaymentDate: '2026-11-19T00:00:00' },
        },
      },
      KEY,
    );
    expect(later.body.HasNoErrors).toBe(true);
    expect(await stored()).toHaveLength(2);
  });

  it.each([
    ['no key', null],
    ['an empty key', ''],
    ['a short key', 'abc'],
    ['a key with spaces', 'not a key at all, really'],
  ])('refuses a submission with %s (400) and takes nothing', async (_, key) => {
    const response = await submit(payment(150), key);
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ ErrorMessage: 'IdempotencyKeyRequired' }]);
    expect(await stored()).toEqual([]);
  });

  it('the wallet call is idempotent too', async () => {
    const body = {
      AmountPaid: 20,
      WalletTypePayment: 'GooglePay',
      LoanAccountNumber: AUTO,
      Fees: 2.95,
    };
    const first = await submit(body, KEY, token, 'SubmitWalletPayment');
    expect(first.body.CheckoutUrl).toMatch(/^https:\/\//);
    expect(await submit(body, KEY, token, 'SubmitWalletPayment')).toEqual(first);
  });
});

describe('the back end charges its own fees (spec 2 §9)', () => {
  const FEE_CHANGED =
    'Generic - The processing fee has changed. Please review the fee and total before you submit again.';

  it('takes a debit card payment with the fees it computes (1.00 + 2.95)', async () => {
    const response = await submit(
      payment(20, { first: 1, third: 2.95 }, savedCard),
      KEY,
      token,
      'SubmitCard',
    );
    expect(response.body.HasNoErrors).toBe(true);
  });

  it.each([
    ['a negative fee', { first: -50, third: 2.95 }],
    ['no fee on a card', { first: 0, third: 0 }],
    ['a fee sent as null (Infinity in JSON)', { first: null, third: 2.95 }],
    ['a fee finer than a cent', { first: 1.004, third: 2.95 }],
  ])('refuses %s with the fee-changed message, storing nothing', async (_, fees) => {
    const response = await submit(payment(20, fees, savedCard), KEY, token, 'SubmitCard');
    expect(response.body.Errors).toEqual([{ ErrorMessage: FEE_CHANGED }]);
    expect(await stored()).toEqual([]);
  });

  it('refuses a fee that is not a number at all (400)', async () => {
    const response = await submit(payment(20, { first: 'Infinity', third: 0 }), KEY);
    expect(response.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['a negative amount', -5, 'AmountLessThanMinimum'],
    ['an amount finer than a cent', 10.005, 'InvalidData'],
    ['a zero amount', 0, 'AmountLessThanMinimum'],
  ])('refuses %s', async (_, amount, code) => {
    const response = await submit(payment(amount), KEY);
    expect(response.body.Errors).toEqual([{ ErrorMessage: code }]);
    expect(await stored()).toEqual([]);
  });

  it('adds cents exactly: 0.10 + 0.20 lowers the balance by 0.30', async () => {
    await submit(payment(0.1), KEY);
    await submit(payment(0.2), 'b1b2c3d4-e5f6-4789-8abc-def012345678');
    expect(await balance()).toBe(12450.02);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { makeDataDir, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

// A fixed Wednesday, so dates, weekends and holidays are the same on every run.
const NOW = new Date('2026-11-18T15:00:00Z');
const AUTO = '00011002347'; // recurring payment, no scheduled one
const HOME = '00011002355'; // one scheduled payment, no recurring one
const THEIRS = '00021003051'; // borrower2's

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox(makeDataDir(), () => NOW);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  token = (await sandbox.login('borrower1')).UserToken;
});

const info = async (account: string) =>
  (
    await sandbox.request(
      'GET',
      `/api/PaymentInformation/GetPaymentInfo?accountNumber=${account}`,
      {
        token,
      },
    )
  ).body;
let keysMade = 0;
/** A new key per call: each call is a new confirmation by the borrower. */
const newKey = () => `test-${String((keysMade += 1)).padStart(6, '0')}-${'k'.repeat(12)}`;
const post = (path: string, body: unknown, key = newKey()) =>
  sandbox.request('POST', path, { token, body, headers: { 'Idempotency-Key': key } });

const savedAch = { IsCard: false, AchInfo: { ProfileId: 'PM-100001' } };
const savedCard = { IsCard: true, CardInfo: { ProfileId: 'PM-100002' } };
const payment = (account: string, date: string, amount: number, method: unknown) => ({
  EncryptedData: '',
  Payment: {
    LogonName: 'borrower1',
    Details: {
      PaymentDate: `${date}T00:00:00`,
      LoanAccountNumber: account,
      Company: 0,
      PaymentAmount: amount,
      // The sandbox's fees (default settings): none for ACH; a debit card pays 1.00 + 2.95.
      FirstPartyFee: (method as { IsCard?: boolean }).IsCard ? 1 : 0,
      ThirdPartyFee: (method as { IsCard?: boolean }).IsCard ? 2.95 : 0,
      AdditionalPrincipalAmount: 0,
      CurrentWithFeesDue: false,
    },
    AccountType: 0,
    IsPayoff: false,
    Method: method,
  },
});

describe('GET /api/PaymentInformation/GetPaymentInfo', () => {
  it("describes the auto loan's recurring payment, saved methods, fees and future holidays", async () => {
    const body = await info(AUTO);
    expect(body).toMatchObject({
      HasNoErrors: true,
      PaymentOptions: { AllowACH: true, AllowCards: true, NumberDaysInPeriod: 30 },
      RecurringPayment: {
        IsCard: false,
        RecurringOption: 'DayOfMonth',
        TotalAmount: 389.17,
        CanDelete: true,
      },
      DefaultPaymentMethod: { IsCard: false, LastFour: '4321' },
      AccountInfo: { IsLOCAccount: false, PayOffAmount: 12450.32, TotalAmountDue: 389.17 },
      LoanBillingFrequency: 'Monthly',
      ScheduledPayments: [],
    });
    expect(body.PaymentMethods.map((m: { LastFour: string }) => m.LastFour)).toEqual([
      '4321',
      '1881',
    ]);
    expect(body.NonPaymentDays).toContain('2026-11-26T00:00:00'); // Thanksgiving
    expect(body.NonPaymentDays).not.toContain('2026-11-11T00:00:00'); // already past
  });

  it('answers a configured payment-info error with its code', async () => {
    await sandbox.request('POST', '/__sandbox/payments/account-flags', {
      body: { AccountNumber: AUTO, InfoError: 'NiteMode' },
    });
    expect(await info(AUTO)).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'NiteMode' }],
    });
  });
});

describe('submitting payments changes what the borrower sees', () => {
  it('an immediate ACH payment gets a reference number and lowers the balance', async () => {
    const response = await post(
      '/api/PaymentImmediate/SubmitAch',
      payment(AUTO, '2026-11-18', 100, savedAch),
    );
    expect(response.body).toMatchObject({ HasNoErrors: true });
    expect(response.body.ReferenceNumber).toMatch(/^IP\d{8}$/);
    const accounts = (await sandbox.request('GET', '/api/accountList', { token })).body.Accounts;
    expect(accounts.find((a: { Number: string }) => a.Number === AUTO).Balance).toBe(12350.32);
  });

  it('a scheduled card payment joins the scheduled list, and deleting it removes it', async () => {
    const response = await post(
      '/api/PaymentScheduled/SubmitCard',
      payment(AUTO, '2026-11-30', 50, savedCard),
    );
    expect(response.body.ReferenceNumber).toMatch(/^SP\d{8}$/);
    const [scheduled] = (await info(AUTO)).ScheduledPayments;
    expect(scheduled).toMatchObject({
      IsCard: true,
      PaymentDate: '2026-11-30T00:00:00',
      PaymentAmount: 50,
    });

    const deleted = await post('/api/PaymentScheduled/DeleteCard', {
      Token: 'previous',
      Payment: { EncryptedString: scheduled.EncryptedString, LoanAccountNumber: AUTO },
    });
    expect(deleted.body).toMatchObject({ HasNoErrors: true });
    expect(deleted.body.Token).toMatch(/^[0-9a-f]{40}$/);
    expect((await info(AUTO)).ScheduledPayments).toEqual([]);
  });

  it.each([
    ['a holiday', '2026-11-26', savedAch, 'CannotPayOnHoliday'],
    ['a Saturday by ACH', '2026-11-21', savedAch, 'CannotPayOnWeekend'],
    ['31 days ahead', '2026-12-19', savedAch, 'PaymentCannotBeScheduledForThatTime'],
    ['a past date', '2026-11-17', savedAch, 'PaymentCannotBeScheduledForThatTime'],
    [
      'a card that is not saved',
      '2026-11-30',
      { IsCard: true, CardInfo: { CardNumber: '4111111111111111', ExpirationDate: '12/30' } },
      'OnlyImmediateNonSavedCard',
    ],
  ])('refuses a scheduled payment on %s', async (_, date, method, code) => {
    const isCard = (method as { IsCard: boolean }).IsCard;
    const response = await post(
      `/api/PaymentScheduled/Submit${isCard ? 'Card' : 'Ach'}`,
      payment(AUTO, date, 50, method),
    );
    expect(response.body).toMatchObject({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });
  });

  it('refuses a second scheduled payment beyond the quota of 1', async () => {
    const response = await post(
      '/api/PaymentScheduled/SubmitAch',
      payment(HOME, '2026-11-30', 50, savedAch),
    );
    expect(response.body.Errors).toEqual([{ ErrorMessage: 'MaximumScheduledPaymentsReached' }]);
  });

  it.each([
    ['4000000000000002', 'TransactionDeclined'],
    ['4000000000009995', 'CardLimitExceeded'],
    ['4111111111111112', 'InvalidInformation'],
  ])('the processor refuses single-use card %s with %s', async (number, code) => {
    const card = {
      IsCard: true,
      CardInfo: { CardNumber: number, ExpirationDate: '12/30', SecurityCode: '123' },
    };
    const response = await post(
      '/api/PaymentImmediate/SubmitCard',
      payment(AUTO, '2026-11-18', 20, card),
    );
    expect(response.body.Errors).toEqual([{ ErrorMessage: code }]);
  });

  it('refuses a scheduled payment on a loan whose interest is too high for a delayed payment', async () => {
    await sandbox.request('POST', '/__sandbox/payments/account-flags', {
      body: { AccountNumber: AUTO, RestrictionCode: 'InterestTooHighForDelayedPayment' },
    });
    const scheduled = await post(
      '/api/PaymentScheduled/SubmitAch',
      payment(AUTO, '2026-11-24', 100, savedAch),
    );
    expect(scheduled.body.Errors).toEqual([
      { ErrorMessage: 'PaymentCannotBeScheduledForThatTime' },
    ]);
    const today = await post(
      '/api/PaymentImmediate/SubmitAch',
      payment(AUTO, '2026-11-18', 100, savedAch),
    );
    expect(today.body.HasNoErrors).toBe(true);
  });

  it('refuses an amount above the payoff', async () => {
    const response = await post(
      '/api/PaymentImmediate/SubmitAch',
      payment(AUTO, '2026-11-18', 12450.33, savedAch),
    );
    expect(response.body.Errors).toEqual([{ ErrorMessage: 'AmountGreaterThanMaximum' }]);
  });

  it('a recurring ACH payment needs a viewed draft agreement when the setting asks for one', async () => {
    await sandbox.reset('default', { 'Features.AchDraftAgreementRequired': 'true' });
    token = (await sandbox.login('borrower1')).UserToken;
    const recurring = (agreementToken: string) => ({
      ...payment(HOME, '2026-11-30', 612.4, savedAch),
      AchDraftAgreementToken: agreementToken,
      RecurringDetails: { RecurringOption: 'DayOfMonth', DaysBeforeDue: 0 },
    });
    expect((await post('/api/PaymentRecurring/SubmitAch', recurring('nope'))).body.Errors).toEqual([
      { ErrorMessage: 'InvalidData' },
    ]);

    const prepared = await post('/api/AchDraftAgreement/PrepareAchDraftAgreementPreview', {
      LoanAccountNumber: HOME,
      AchInfo: { ProfileId: 'PM-100001' },
      Amount: 612.4,
      AdditionalPrincipal: 0,
      LocalTimeOffset: 0,
      daysBeforeDue: 0,
    });
    const agreementToken: string = prepared.body.PassableToken;
    // Not yet viewed: still refused.
    expect(
      (await post('/api/PaymentRecurring/SubmitAch', recurring(agreementToken))).body.HasNoErrors,
    ).toBe(false);
    // Opened in a new window: the passable token is the only credential, and a wrong one is 401.
    const previewPath = '/api/AchDraftAgreement/RenderACHDraftAgreementPreview?token=';
    expect((await fetch(`${sandbox.url}${previewPath}nope`)).status).toBe(401);
    const preview = await fetch(`${sandbox.url}${previewPath}${agreementToken}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await preview.text();
    expect(page).toContain('Alex Morgan');
    expect(page).not.toContain('<script');
    // The token in that URL is single-use: a second open (or a copied link) is refused.
    expect((await fetch(`${sandbox.url}${previewPath}${agreementToken}`)).status).toBe(401);

    const done = await post('/api/PaymentRecurring/SubmitAch', recurring(agreementToken));
    expect(done.body.ReferenceNumber).toMatch(/^RP\d{8}$/);
    expect((await info(HOME)).RecurringPayment).toMatchObject({
      RecurringOption: 'DayOfMonth',
      TotalAmount: 612.4,
      Date: '2026-11-30T00:00:00',
    });
  });

  it('deletes a recurring payment', async () => {
    const { RecurringPayment } = await info(AUTO);
    const response = await post('/api/PaymentRecurring/DeleteAch', {
      Token: 't',
      Payment: { EncryptedString: RecurringPayment.EncryptedData, LoanAccountNumber: AUTO },
    });
    expect(response.body.HasNoErrors).toBe(true);
    expect((await info(AUTO)).RecurringPayment).toBeNull();
  });

  it("refuses another borrower's loan named inside the payment with 403", async () => {
    const response = await post(
      '/api/PaymentImmediate/SubmitAch',
      payment(THEIRS, '2026-11-18', 10, savedAch),
    );
    expect(response.status).toBe(403);
    expect(response.body.Errors).toEqual([{ ErrorMessage: 'AccountNotAuthorized' }]);
    const deleting = await post('/api/PaymentScheduled/DeleteAch', {
      Payment: { EncryptedString: 'UzoxMA', LoanAccountNumber: THEIRS },
    });
    expect(deleting.status).toBe(403);
  });

  it.each([
    ['a string payment', { Payment: 'x' }],
    [
      'a string amount',
      {
        Payment: {
          Details: { LoanAccountNumber: AUTO, PaymentDate: '2026-11-18', PaymentAmount: '1' },
          Method: {},
        },
      },
    ],
  ])('answers %s with 400 Invalid', async (_, body) => {
    const response = await post('/api/PaymentImmediate/SubmitAch', body);
    expect(response.status).toBe(400);
  });
});

describe('payoff quotes, fees and the routing lookup', () => {
  it('quotes more for a later date, and refuses a past one', async () => {
    const quote = async (date: string) =>
      (
        await sandbox.request(
          'GET',
          `/api/PaymentInformation/GetPayOffQuote?AccountNumber=${AUTO}&PayOffDate=${date}`,
          { token },
        )
      ).body;
    const today = await quote('2026-11-18');
    const later = await quote('2026-12-01');
    expect(today.PayOffQuoteAmount).toBe(12450.32);
    expect(later.PayOffQuoteAmount).toBeGreaterThan(today.PayOffQuoteAmount);
    expect(await quote('2026-11-10')).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'InvalidPayOffDate' }],
    });
  });

  it.each([
    [{ IsAch: true }, 0],
    [{ IsDebitCard: true }, 2.95],
    [{ IsCreditCard: true }, 3.95],
  ])('charges a third-party fee of %j → %d', async (kind, fee) => {
    const response = await post('/api/PaymentInformation/GetThirdPartyFee', {
      IsAch: false,
      IsCreditCard: false,
      IsDebitCard: false,
      ...kind,
      LoanNumber: AUTO,
      IsImmediate: true,
      IsOneTime: true,
      IsRecurring: false,
    });
    expect(response.body).toEqual({ HasNoErrors: true, Errors: [], ThirdPartyFeeAmount: fee });
  });

  it('finds a known bank and says so when it does not know one', async () => {
    const known = await sandbox.request('GET', '/api/ACHRoutingData?routingNumber=021000021', {
      token,
    });
    expect(known.body).toMatchObject({
      BankExists: true,
      Name: 'JPMORGAN CHASE BANK, NA',
      RoutingNumber: '021000021',
    });
    const unknown = await sandbox.request('GET', '/api/ACHRoutingData?routingNumber=123456780', {
      token,
    });
    expect(unknown.body.BankExists).toBe(false);
  });
});

describe('saved payment methods', () => {
  const ach = {
    AccountType: 'Checking',
    RoutingNumber: '021000021',
    AccountNumber: '5550001234',
    OwnerName: 'Alex Morgan',
  };

  it.each([
    [{ ...ach, RoutingNumber: '021000022' }, 'RoutingNumberInvalid'],
    [{ ...ach, RoutingNumber: '123456780' }, 'RoutingNumberAchNotAllowed'],
    [{ ...ach, AccountNumber: '9990001' }, 'RoutingAccountInvalidThirdParty'],
    [{ ...ach, AccountNumber: '0000' }, 'RoutingAccountInvalidInternal'],
  ])('validation refuses %j with %s', async (body, code) => {
    const response = await post('/api/PaymentMethod/ValidateAchPaymentMethod', body);
    expect(response.body.Errors).toEqual([{ ErrorMessage: code }]);
  });

  it('adds an ACH profile once, lists it, and refuses the same account again', async () => {
    const added = await post('/api/PaymentMethod/AddAchPaymentMethod', ach);
    expect(added.body).toMatchObject({
      HasNoErrors: true,
      PaymentMethod: { LastFour: '1234', AccountType: 'Checking' },
    });
    const again = await post('/api/PaymentMethod/AddAchPaymentMethod', ach);
    expect(again.body.Errors).toEqual([{ ErrorMessage: 'AlreadyExists' }]);
    const list = await post('/api/PaymentMethod/GetPaymentMethods', { AccountNumber: AUTO });
    expect(list.body.PaymentMethods.map((m: { LastFour: string }) => m.LastFour)).toEqual([
      '4321',
      '1881',
      '1234',
    ]);
  });

  it('keeps only the last four digits of a saved card, never the number', async () => {
    const added = await post('/api/PaymentMethod/AddCardPaymentMethod', {
      LoanAccountNumber: AUTO,
      CardNumber: '5500000000000004',
      ExpirationDate: '12/30',
      SecurityCode: '123',
      DebitCreditType: 'CreditCard',
    });
    expect(added.body.PaymentMethod).toMatchObject({
      LastFour: '0004',
      CardType: 'master',
      DebitCreditType: 'CreditCard',
    });
    expect(JSON.stringify(added.body)).not.toContain('5500000000000004');
  });

  it('deleting a method cancels the scheduled payments made with it', async () => {
    expect((await info(HOME)).ScheduledPayments).toHaveLength(1);
    const response = await post('/api/PaymentMethod/DeleteAchPayment', {
      ProfileId: 'PM-100001',
      IsCard: false,
    });
    expect(response.body.HasNoErrors).toBe(true);
    expect((await info(HOME)).ScheduledPayments).toEqual([]);
    expect((await info(AUTO)).DefaultPaymentMethod).toBeNull();
  });

  it('sets and removes the default method', async () => {
    await post('/api/PaymentMethod/SetDefaultPaymentMethod', {
      AccountNumber: AUTO,
      PaymentMethod: { ProfileId: 'PM-100002' },
    });
    expect((await info(AUTO)).DefaultPaymentMethod).toMatchObject({
      IsCard: true,
      LastFour: '1881',
    });
    await sandbox.request(
      'DELETE',
      `/api/PaymentMethod/RemoveDefaultPaymentMethod?accountNumber=${AUTO}`,
      { token },
    );
    expect((await info(AUTO)).DefaultPaymentMethod).toBeNull();
  });
});

describe('agreement logging', () => {
  it('records an agreement and lists it', async () => {
    const before = await sandbox.request('GET', '/api/AgreementLogging', { token });
    const logged = await post('/api/AgreementLogging', {
      Agreements: [11337],
      UserName: 'borrower1',
      TurnEStatementsOn: false,
      UnRestrictEmail: false,
    });
    expect(logged.body).toEqual({ HasNoErrors: true, Errors: [] });
    const after = await sandbox.request('GET', '/api/AgreementLogging', { token });
    expect(after.body.Agreements).toHaveLength(before.body.Agreements.length + 1);
    expect(after.body.Agreements.at(-1).DateOfTerms).toBe('2026-11-18T00:00:00');
  });

  it("shares one record store with identity's agreement log (spec 1 and spec 2 calls)", async () => {
    const count = async () =>
      (await sandbox.request('GET', '/api/AgreementLogging', { token })).body.Agreements.length;
    const start = await count();
    await post('/api/AgreementLog/RecordAgreements', {
      Agreements: [
        {
          NameOfTerms: 'Terms',
          AgreementType: 11337,
          WhenToAgree: 0,
          DateOfTerms: '2026-11-01T00:00:00',
        },
      ],
    });
    expect(await count()).toBe(start + 1);
    await post('/api/AgreementLogging', {
      Agreements: [11337, 11338],
      UserName: 'borrower1',
      TurnEStatementsOn: false,
      UnRestrictEmail: false,
    });
    expect(await count()).toBe(start + 3);
    expect((await sandbox.login('borrower1')).WebAgreementLogs).toHaveLength(start + 3);
  });

  it('refuses host numbers outside 11337–11341', async () => {
    expect((await post('/api/AgreementLogging', { Agreements: [11342] })).status).toBe(400);
  });
});

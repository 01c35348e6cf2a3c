import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const details = async (token: string, accountNumber: string) =>
  (await sandbox.request('GET', `/api/AccountDetails?accountNumber=${accountNumber}`, { token }))
    .body.Information;

describe('GET /api/accountList', () => {
  it("returns borrower1's five accounts and nothing of borrower2's", async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const response = await sandbox.request('GET', '/api/accountList', { token: UserToken });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ HasNoErrors: true, Errors: [] });
    const numbers = response.body.Accounts.map((account: { Number: string }) => account.Number);
    expect(numbers).toEqual([
      '00011002347',
      '00011002355',
      '00019004418',
      '00015001126',
      '00011001992',
    ]);

    const borrower2 = await sandbox.login('borrower2');
    const theirs = await sandbox.request('GET', '/api/accountList', { token: borrower2.UserToken });
    const theirNumbers: string[] = theirs.body.Accounts.map(
      (account: { Number: string }) => account.Number,
    );
    expect(theirNumbers.length).toBeGreaterThan(0);
    expect(theirNumbers.filter((number) => numbers.includes(number))).toEqual([]);
  });

  it('describes the auto loan and the closed boat loan as the front end expects', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const { Accounts } = (await sandbox.request('GET', '/api/accountList', { token: UserToken }))
      .body;
    const auto = Accounts.find((account: { Number: string }) => account.Number === '00011002347');
    const boat = Accounts.find((account: { Number: string }) => account.Number === '00011001992');

    expect(auto).toMatchObject({
      Description: 'Auto Loan',
      Type: 0,
      Balance: 12450.32,
      Rate: 5.49,
      LoanAmountDue: 389.17,
      LoanPastDue: 0,
      StatementPreference: 'ElectronicOnly',
    });
    const due = new Date(`${auto.LoanDueDate}Z`);
    expect(due.getUTCDate()).toBe(15);
    expect(due.getTime()).toBeGreaterThan(Date.now());
    expect(boat).toMatchObject({
      Type: 0,
      Balance: 0,
      Comment: 'CLOSED 03/01/2024',
      LoanDueDate: null,
    });
    expect(Accounts.map((account: { Type: number }) => account.Type)).toEqual([0, 0, 9, 1, 0]);
  });
});

describe('GET /api/AccountDetails', () => {
  it('shows the recurring payment and default payment method of the auto loan', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const info = await details(UserToken, '00011002347');

    expect(info).toMatchObject({
      HasNoErrors: true,
      AccountNumber: '00011002347',
      InterestRate: 5.49,
    });
    expect(info.Address).toEqual({
      Address1: expect.any(String),
      City: expect.any(String),
      State: 'MI',
      ZipCode: expect.any(String),
    });
    expect(info.PaymentInformation.TotalAmountDue).toBe(389.17);
    expect(info.PaymentInformation.RecurringPayment).toMatchObject({ Amount: 389.17 });
    expect(info.PaymentInformation.DefaultPaymentMethod).toEqual({
      IsCard: false,
      LastFour: '4321',
    });
  });

  it('shows the scheduled payment of the home equity loan a week ahead', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const { ScheduledPayments } = (await details(UserToken, '00011002355')).PaymentInformation;

    expect(ScheduledPayments).toHaveLength(1);
    const daysAhead =
      (new Date(`${ScheduledPayments[0].PaymentDate}Z`).getTime() - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(5);
    expect(daysAhead).toBeLessThan(8);
  });

  it('gives the closed loan no next payment date', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const info = await details(UserToken, '00011001992');
    expect(info.NextPaymentDate).toBe('0001-01-01T00:00:00');
    expect(info.PaymentInformation.RecurringPayment).toBeNull();
  });

  it('reads the account number parameter case-insensitively', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const response = await sandbox.request('GET', '/api/accountdetails?AccountNumber=00019004418', {
      token: UserToken,
    });
    expect(response.status).toBe(200);
    expect(response.body.Information.AvailableCredit).toBe(7850);
  });

  it('answers 400 Invalid without an account number', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    expect((await sandbox.request('GET', '/api/AccountDetails', { token: UserToken })).status).toBe(
      400,
    );
  });
});

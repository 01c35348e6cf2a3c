import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { HOSTILE_PAYLOADS, PLANTED_FIELDS } from './hostile-text.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const plant = () => sandbox.request('POST', '/__sandbox/hostile-text');
const get = async (path: string, token: string) =>
  (await sandbox.request('GET', path, { token })).body;

async function agreementHtml(token: string): Promise<string> {
  const prepared = await sandbox.request(
    'POST',
    '/api/AchDraftAgreement/PrepareAchDraftAgreementPreview',
    {
      token,
      body: {
        LoanAccountNumber: '00011002355',
        AchInfo: { ProfileId: 'PM-100001' },
        Amount: 612.4,
        AdditionalPrincipal: 0,
        LocalTimeOffset: 0,
        daysBeforeDue: 0,
      },
    },
  );
  // The preview is a page of its own (opened in a new window), not a JSON reply.
  const preview = await fetch(
    `${sandbox.url}/api/AchDraftAgreement/RenderACHDraftAgreementPreview?token=${prepared.body.PassableToken}`,
  );
  return preview.text();
}

describe('POST /__sandbox/hostile-text', () => {
  it('names every planted column and answers the payloads', async () => {
    const response = await plant();
    expect(response.status).toBe(200);
    expect(response.body.Planted).toEqual(PLANTED_FIELDS.map((f) => `${f.table}.${f.column}`));
    expect(response.body.Payloads).toEqual(HOSTILE_PAYLOADS);
  });

  it('appends payloads to what the back end sends, keeping the seeded text and closed markers', async () => {
    await plant();
    const login = await sandbox.login('borrower1');
    expect(login.PersonalName).toBe(`Alex Morgan ${HOSTILE_PAYLOADS.img}`);
    expect(login.LastLoggedInIP).toContain(HOSTILE_PAYLOADS.svg);
    const token: string = login.UserToken;

    const { Accounts } = await get('/api/accountList', token);
    const auto = Accounts.find((a: { Number: string }) => a.Number === '00011002347');
    expect(auto.Description).toBe(`Auto Loan ${HOSTILE_PAYLOADS.script}`);
    const closed = Accounts.find((a: { Number: string }) => a.Number === '00011001992');
    expect(closed.Comment).toBe(`CLOSED 03/01/2024 ${HOSTILE_PAYLOADS.svg}`);
    // Open accounts stay open: their empty comment is not touched.
    expect(Accounts.filter((a: { Comment: string }) => a.Comment === '').length).toBeGreaterThan(2);

    const details = await get('/api/AccountDetails?accountNumber=00011002347', token);
    expect(details.BranchInfo.BranchName).toContain(HOSTILE_PAYLOADS.img);
    expect(details.BranchInfo.StreetAddress.startsWith(HOSTILE_PAYLOADS.jsUrl)).toBe(true);

    const history = await get(
      '/api/AccountHistory?accountNumber=00011002347&days=3650&downloadCSV=false',
      token,
    );
    expect(history.List[0].TransactionDescription).toContain(HOSTILE_PAYLOADS.svg);

    const insurance = await sandbox.request('POST', '/api/Insurance/GetInsuranceInformation', {
      token,
      body: { accountNumber: '00011002347' },
    });
    expect(insurance.body.Insurances[0].Type).toContain(HOSTILE_PAYLOADS.img);

    const documents = await get(
      '/api/Documents/GetAccountDocuments?accountNumber=00011002347',
      token,
    );
    expect(documents.Value[0].DisplayName.startsWith(HOSTILE_PAYLOADS.svg)).toBe(true);

    const { Applications } = await get('/api/Application/GetList?numDaysToRetrieve=30', token);
    expect(Applications[0].Status).toContain(HOSTILE_PAYLOADS.script);

    const profileDocuments = await get('/api/Documents/GetCustomerDocuments', token);
    expect(profileDocuments.Value[0].DisplayName.startsWith(HOSTILE_PAYLOADS.svg)).toBe(true);
    const profile = await get('/api/Profile/GetProfile', token);
    expect(profile.UserInfo.SecretQuestion).toContain(HOSTILE_PAYLOADS.svg);
    expect(profile.PersonalInfo.Address.Address1).toContain(HOSTILE_PAYLOADS.svg);

    const paymentInfo = await get(
      '/api/PaymentInformation/GetPaymentInfo?accountNumber=00011002347',
      token,
    );
    const labels = paymentInfo.PaymentMethods.map(
      (m: { AccountType: string | null; CardType: string | null }) => m.AccountType ?? m.CardType,
    );
    expect(labels).toContain(`Checking ${HOSTILE_PAYLOADS.svg}`);
    expect(labels).toContain(`visa ${HOSTILE_PAYLOADS.img}`);

    const logins = await get('/api/Profile/LoginHistory', token);
    expect(
      logins.some((l: { IPAddress: string }) => l.IPAddress.includes(HOSTILE_PAYLOADS.svg)),
    ).toBe(true);

    expect(await agreementHtml(token)).toContain(HOSTILE_PAYLOADS.script);
  });

  it('is undone by a reset: the seed and the agreement HTML are clean again', async () => {
    await plant();
    await sandbox.reset();
    const login = await sandbox.login('borrower1');
    expect(login.PersonalName).toBe('Alex Morgan');
    expect(await agreementHtml(login.UserToken)).not.toContain('__pwned');
  });
});

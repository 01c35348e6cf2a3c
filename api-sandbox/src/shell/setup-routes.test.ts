import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SETUP_OPTION_KEYS } from '@portal/settings/setup-option-catalogue';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const INSTITUTION_OPTIONS = {
  PasswordMinimumLength: 8,
  UserNameMinimumLength: 8,
  CdnFolder: 'sandbox',
  Loan: { Office: 4, Account: 6, CheckDigit: 1 },
  Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
};

const applicationOptions = async () =>
  (await sandbox.request('GET', '/api/setup/ApplicationOptions')).body;

describe('GET /api/setup/ApplicationOptions', () => {
  it('sends every catalogue key as text, with the default profile texts', async () => {
    const body = await applicationOptions();
    const { shared, english } = body.gassySettings;

    expect(Object.keys(shared).sort()).toEqual([...SETUP_OPTION_KEYS].sort());
    expect(Object.values(shared).every((value) => typeof value === 'string')).toBe(true);
    expect(shared['Features.MfaLogin']).toBe('true');
    expect(shared['Footer.Copyright']).toContain('Lakeside Loan Servicing');
    expect(shared['Login.InfoText']).not.toBe('');
    expect(shared['Footer.Disclosures']).not.toBe('');
    expect(english['Footer.Copyright']).toBe(shared['Footer.Copyright']);
    expect(body.institutionOptions).toEqual(INSTITUTION_OPTIONS);
  });

  it('switches SSO on under the sso profile', async () => {
    await sandbox.reset('sso');
    const { shared } = (await applicationOptions()).gassySettings;
    expect(shared['Features.SingleSignOn']).toBe('true');
    expect(shared['SSO.LoginUrl']).toBe('/api/__sandbox/sso-login');
  });

  it('switches every link feature on under the all-features profile', async () => {
    await sandbox.reset('all-features');
    const { shared } = (await applicationOptions()).gassySettings;
    for (const key of [
      'Features.DocumentCenter',
      'Features.FileServices',
      'Features.ForceManualContactChange',
      'Features.RemoteBranchLocator',
      'Features.LoanApplication',
      'Features.AchDraftAgreementRequired',
      'Features.Faq',
      'Features.BranchLocator',
    ]) {
      expect([key, shared[key]]).toEqual([key, 'true']);
    }
    expect(shared['Links.RemoteBranchLocatorUrl']).toMatch(/^https?:\/\//);
    expect(shared['Links.ApplyForLoanUrl']).toMatch(/^https?:\/\//);
  });
});

describe('GET /api/Login/GetInstitutionOptions', () => {
  it('returns the institution options alone', async () => {
    const response = await sandbox.request('GET', '/api/Login/GetInstitutionOptions');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(INSTITUTION_OPTIONS);
  });
});

describe('GET /api/MaintenanceMode', () => {
  it('is off by default and on under the maintenance profile', async () => {
    expect((await sandbox.request('GET', '/api/MaintenanceMode')).body).toEqual({
      isEnabled: false,
    });
    await sandbox.reset('maintenance');
    expect((await sandbox.request('GET', '/api/maintenancemode')).body).toEqual({
      isEnabled: true,
    });
  });
});

describe('GET /api/setup/BusinessDate', () => {
  it("states the institution's business day and time zone, the day the payment info carries", async () => {
    const { body } = await sandbox.request('GET', '/api/setup/BusinessDate');
    const today = `${new Date().toISOString().slice(0, 10)}T00:00:00`;
    expect(body).toEqual({ HasNoErrors: true, Errors: [], BusinessDate: today, TimeZone: 'UTC' });
  });
});

import { referenceOf } from '@portal/api-contract/all-references';
import { manualChangeContactInfo } from '@portal/api-contract/servicing/contact-change';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@portal/api-contract/upload-limit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { samplePdf } from './pdf.ts';
import { toCsv } from './csv.ts';

const AUTO = '00011002347';

/** A whole ContactUs request as the portal sends it; each test sets its own text and captcha. */
const contactQuestion = {
  FeedbackType: 'Question',
  SurveyQuestions: [],
  AnswerType: '',
  AnswerGood: [],
  AnswerBad: [],
  Name: '',
  Email: '',
  ServicingBranch: null,
  ReturnURL: '',
  Alert: { Email: '', PersonalName: '', ServicingBranch: null, UserAgent: 'jest', Username: '' },
};

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  token = (await sandbox.login('borrower1')).UserToken;
});

async function raw(path: string, init: RequestInit = {}) {
  return fetch(`${sandbox.url}${path}`, init);
}

describe('account history and its downloads', () => {
  it('lists 30 days by default window and years for all, newest first', async () => {
    const month = await sandbox.request(
      'GET',
      `/api/AccountHistory?accountNumber=${AUTO}&days=30&downloadCSV=false`,
      { token },
    );
    const all = await sandbox.request(
      'GET',
      `/api/AccountHistory?accountNumber=${AUTO}&days=3650&downloadCSV=false`,
      {
        token,
      },
    );
    expect(month.body.HasNoErrors).toBe(true);
    expect(month.body.List.length).toBeLessThanOrEqual(3);
    expect(all.body.List.length).toBeGreaterThan(24);
    const dates = all.body.List.map((row: { TransactionDate: string }) => row.TransactionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(all.body.List[0])).toEqual([
      'TransactionDate',
      'TransactionTime',
      'TransactionDescription',
      'PrincipalAmount',
      'InterestAmount',
      'OtherAmount',
      'TotalPaymentAmount',
      'RunningPrincipalBalance',
    ]);
  });

  it.each([['-5'], ['abc'], ['1e9']])('refuses days=%s with 400 Invalid', async (days) => {
    const response = await sandbox.request(
      'GET',
      `/api/AccountHistory?accountNumber=${AUTO}&days=${days}&downloadCSV=false`,
      { token },
    );
    expect(response.status).toBe(400);
  });

  it('downloads a real CSV through a token, and a real PDF', async () => {
    const csvToken = await sandbox.request('POST', '/api/AccountHistory/RetrieveDownloadToken', {
      token,
      body: { AccountNumber: AUTO, DaysOfHistory: 90, DownloadType: 0 },
    });
    expect(typeof csvToken.body).toBe('string');
    const csv = await raw(`/api/AccountHistory/DownloadAccountHistory?token=${csvToken.body}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Time,Description,Principal,Interest,Other,Total,Principal Balance');
    expect(lines.length).toBeGreaterThan(1);

    const pdfToken = await sandbox.request('POST', '/api/AccountHistory/RetrieveDownloadToken', {
      token,
      body: { AccountNumber: AUTO, DaysOfHistory: 3650, DownloadType: 1 },
    });
    const pdf = Buffer.from(
      await (
        await raw(`/api/AccountHistory/DownloadAccountHistory?token=${pdfToken.body}`)
      ).arrayBuffer(),
    );
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(pdf.subarray(-6).toString()).toBe('%%EOF\n');
  });

  it('refuses an unknown download token with 401', async () => {
    const response = await raw('/api/AccountHistory/DownloadAccountHistory?token=nope');
    expect(response.status).toBe(401);
  });
});

describe('minimal PDF and CSV', () => {
  it('writes a cross-reference table whose offsets point at the objects', () => {
    const pdf = samplePdf(['Hello (world)', 'Second line']).toString('latin1');
    const xref = pdf.slice(pdf.indexOf('xref'));
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj`)),
    );
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  });

  it('quotes commas and quotes, and neutralises formulas', () => {
    expect(toCsv([['a,b', 'say "hi"', '=SUM(A1)', -5]])).toBe(
      '"a,b","say ""hi""",\'=SUM(A1),-5\r\n',
    );
  });
});

describe('mailing address', () => {
  const save = (Address: Record<string, string>) =>
    sandbox.request('POST', '/api/Account/UpdateAddress', {
      token,
      body: { AccountNumber: AUTO, Address },
    });

  it('saves a valid address and returns it; AccountDetails then shows it', async () => {
    const response = await save({
      Address1: '12 Pier Rd',
      City: 'Holland',
      State: 'MI',
      ZipCode: '49423',
    });
    expect(response.body).toEqual({
      HasNoErrors: true,
      Errors: [],
      Address: { Address1: '12 Pier Rd', City: 'Holland', State: 'MI', ZipCode: '49423' },
    });
    const details = await sandbox.request('GET', `/api/AccountDetails?accountNumber=${AUTO}`, {
      token,
    });
    expect(details.body.Information.Address.Address1).toBe('12 Pier Rd');
    expect(details.body.BranchInfo.BranchName).toBe('Lakeside Main Office');
  });

  it('knows the same zip directory as the profile address (one address rule set)', async () => {
    // Harbert shares 49116 with Lakeside.
    const response = await save({
      Address1: '1 A St',
      City: 'Harbert',
      State: 'MI',
      ZipCode: '49116',
    });
    expect(response.body.HasNoErrors).toBe(true);
  });

  it('reports a city outside the zip code', async () => {
    const response = await save({
      Address1: '1 A St',
      City: 'Chicago',
      State: 'MI',
      ZipCode: '49116',
    });
    expect(response.body.Errors[0].ErrorMessage).toBe(
      'City is not found within the specified zip code.',
    );
  });

  it.each([
    [{ Address1: 'x'.repeat(46), City: 'Lakeside', State: 'MI', ZipCode: '49116' }],
    [{ Address1: '1 A St', City: 'Lakeside', State: 'ZZ', ZipCode: '49116' }],
    [{ Address1: '1 A St', City: 'Lakeside', State: 'MI', ZipCode: '4911' }],
  ])('refuses %p with HasNoErrors false', async (address) => {
    expect((await save(address)).body.HasNoErrors).toBe(false);
  });
});

describe('documents and uploads', () => {
  function multipart(fields: Record<string, string>, file?: { name: string; content: string }) {
    const boundary = 'testboundary123';
    let text = '';
    for (const [name, value] of Object.entries(fields))
      text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    if (file)
      text += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n${file.content}\r\n`;
    text += `--${boundary}--\r\n`;
    return { body: text, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('stores an upload and lists it', async () => {
    const { body, headers } = multipart(
      { fileType: '2', loanNumber: AUTO },
      { name: 'stub.pdf', content: '%PDF-1.4 x' },
    );
    const response = await raw('/api/file/UploadFileWithLoanNumber', {
      method: 'POST',
      body,
      headers: { ...headers, UserToken: token },
    });
    expect(response.status).toBe(200);
    const list = await sandbox.request(
      'GET',
      `/api/Documents/GetAccountDocuments?accountNumber=${AUTO}`,
      { token },
    );
    expect(list.body.Value.map((d: { DisplayName: string }) => d.DisplayName)).toEqual([
      'stub.pdf',
      'Proof of insurance.pdf',
    ]);
  });

  it("refuses an upload to another borrower's account with 403", async () => {
    const other = (await sandbox.login('borrower2')).UserToken;
    const { body, headers } = multipart(
      { fileType: '2', loanNumber: AUTO },
      { name: 'x.pdf', content: 'x' },
    );
    const response = await raw('/api/file/UploadFileWithLoanNumber', {
      method: 'POST',
      body,
      headers: { ...headers, UserToken: other },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { Message: string }).Message).toBe(
      'Files cannot be uploaded to that account or application.',
    );
  });

  it('refuses an upload to a loan hidden from the web, as every other call does', async () => {
    await sandbox.request('POST', '/api/Account/ShowHideAccount', {
      token,
      body: { AccountNumber: AUTO },
    });
    const { body, headers } = multipart(
      { fileType: '2', loanNumber: AUTO },
      { name: 'x.pdf', content: '%PDF-1.4 x' },
    );
    const response = await raw('/api/file/UploadFileWithLoanNumber', {
      method: 'POST',
      body,
      headers: { ...headers, UserToken: token },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { Message: string }).Message).toBe(
      'Files cannot be uploaded to that account or application.',
    );
  });

  it('refuses a file over the 5 MB limit with 413 and a Message the borrower reads', async () => {
    const { body, headers } = multipart(
      { fileType: '2', loanNumber: AUTO },
      { name: 'big.pdf', content: 'x'.repeat(6 * 1024 * 1024) },
    );
    const response = await raw('/api/file/UploadFileWithLoanNumber', {
      method: 'POST',
      body,
      headers: { ...headers, UserToken: token },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      Message: 'The file is larger than the 5 MB limit.',
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'FileTooLarge' }],
    });
  });

  // One size limit (issue 19 item 3): the file's own size, from the contract's one setting.
  const upload = (path: string, size: number, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('fileType', '2');
    form.append('file', new Blob([new Uint8Array(size).fill(120)]), 'scan.pdf');
    return raw(path, { method: 'POST', body: form, headers: { UserToken: token } });
  };

  it.each([
    ['UploadFileWithLoanNumber', { loanNumber: AUTO }],
    ['UploadByCustomerID', {}],
  ])('takes a 4 MiB file on %s', async (call, fields) => {
    const response = await upload(`/api/file/${call}`, 4 * 1024 * 1024, fields);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ HasNoErrors: true });
  });

  it('takes a file of exactly the limit, and refuses one byte more with the message', async () => {
    const exactly = await upload('/api/file/UploadByCustomerID', UPLOAD_MAX_BYTES);
    expect(exactly.status).toBe(200);
    const over = await upload('/api/file/UploadByCustomerID', UPLOAD_MAX_BYTES + 1);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { Message: string }).Message).toBe(UPLOAD_TOO_LARGE_MESSAGE);
  });

  it('answers a bad file type with its Message', async () => {
    const { body, headers } = multipart(
      { fileType: '99', loanNumber: AUTO },
      { name: 'x.pdf', content: 'x' },
    );
    const response = await raw('/api/file/UploadFileWithLoanNumber', {
      method: 'POST',
      body,
      headers: { ...headers, UserToken: token },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { Message: string }).Message).toBe('Choose a file type');
  });

  // The profile page and the document center's Profile tab: one pair of calls, one store.
  it('lists a profile upload with the seeded profile document, newest first', async () => {
    const { body, headers } = multipart(
      { fileType: '2' },
      { name: 'pay-stub.pdf', content: '%PDF x' },
    );
    const response = await raw('/api/file/UploadByCustomerID', {
      method: 'POST',
      body,
      headers: { ...headers, UserToken: token },
    });
    expect(response.status).toBe(200);
    const list = await sandbox.request('GET', '/api/Documents/GetCustomerDocuments', { token });
    expect(list.body.Value.map((d: { DisplayName: string }) => d.DisplayName)).toEqual([
      'pay-stub.pdf',
      'proof-of-insurance.pdf',
    ]);
    const other = (await sandbox.login('borrower2')).UserToken;
    const theirs = await sandbox.request('GET', '/api/Documents/GetCustomerDocuments', {
      token: other,
    });
    expect(theirs.body.Value).toEqual([]);
  });

  it('refuses a profile upload of a file type it does not accept, with its Message', async () => {
    const { body, headers } = multipart({ fileType: '2' }, { name: 'tool.exe', content: 'MZ' });
    const response = await raw('/api/file/UploadByCustomerID', {
      method: 'POST',
      body,
      headers: { ...headers, UserToken: token },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { Message: string }).Message).toBe(
      'Files of type .exe are not accepted.',
    );
  });
});

describe('messages with the sandbox captcha', () => {
  async function solved() {
    const challenge = (await sandbox.request('GET', '/api/Captcha/Challenge')).body;
    const [a, b] = (challenge.Question as string).match(/\d+/g)!.map(Number);
    return `${challenge.ChallengeId}:${(a ?? 0) + (b ?? 0)}`;
  }

  it('accepts a solved captcha once, and refuses a replay or a wrong answer', async () => {
    const code = await solved();
    const body = {
      ...contactQuestion,
      Subject: 'Hi',
      Message: 'When is my payment due?',
      ReCaptchaCode: code,
    };
    expect((await sandbox.request('POST', '/api/Messages/ContactUs', { body })).status).toBe(200);
    expect((await sandbox.request('POST', '/api/Messages/ContactUs', { body })).status).toBe(400);
    const wrong = `${(await solved()).split(':')[0]}:999`;
    const refused = await sandbox.request('POST', '/api/Messages/Feedback', {
      body: { ...body, FeedbackType: 'Feedback', ReCaptchaCode: wrong },
    });
    expect(refused.body.Errors[0].ErrorMessage).toBe('CaptchaInvalid');
  });

  it('refuses a message over 300 characters', async () => {
    const body = { Subject: 'Hi', Message: 'x'.repeat(301), ReCaptchaCode: await solved() };
    expect((await sandbox.request('POST', '/api/Messages/ContactUs', { body })).status).toBe(400);
  });
});

describe('other calls', () => {
  it('lists login history newest first', async () => {
    const response = await sandbox.request('GET', '/api/Profile/LoginHistory', { token });
    expect(response.body.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(response.body[0])).toEqual(['LoginDate', 'IPAddress', 'EntryKey']);
  });

  it('lists applications of the last 30 days only', async () => {
    const response = await sandbox.request('GET', '/api/Application/GetList?numDaysToRetrieve=30', {
      token,
    });
    expect(
      response.body.Applications.map((a: { ApplicationNumber: string }) => a.ApplicationNumber),
    ).toEqual(['20250101', '20250087']);
  });

  it('hides an account from the list', async () => {
    await sandbox.request('POST', '/api/Account/ShowHideAccount', {
      token,
      body: { AccountNumber: AUTO },
    });
    const list = await sandbox.request('GET', '/api/accountList', { token });
    expect(list.body.Accounts.map((a: { Number: string }) => a.Number)).not.toContain(AUTO);
    // Nor do its details, its payment info or its history show by URL any more.
    for (const path of [
      `/api/AccountDetails?accountNumber=${AUTO}`,
      `/api/PaymentInformation/GetPaymentInfo?accountNumber=${AUTO}`,
      `/api/AccountHistory?accountNumber=${AUTO}&days=30&downloadCSV=false`,
    ]) {
      const refused = await sandbox.request('GET', path, { token });
      expect([path, refused.status, refused.body.Errors]).toEqual([
        path,
        403,
        [{ ErrorMessage: 'AccountNotAuthorized' }],
      ]);
    }
  });

  it.each([
    [999, true, []],
    [1000, false, [{ ErrorMessage: 'Days must be a number from 0 to 999.' }]],
    ['12345678901234567890', false, [{ ErrorMessage: 'Days must be a number from 0 to 999.' }]],
  ])('alert days %p: saved %p, with a message the borrower reads', async (days, saved, errors) => {
    const response = await sandbox.request('POST', '/api/AccountAlerts', {
      token,
      body: {
        AccountNumber: AUTO,
        TextAlerts: {},
        EmailAlerts: { AlertLoanDueDate3: true, AlertLoanDueDate3Days: days },
      },
    });
    expect([response.status, response.body.HasNoErrors, response.body.Errors]).toEqual([
      200,
      saved,
      errors,
    ]);
  });

  it('quotes a payoff for today or later and refuses a past date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const quote = await sandbox.request(
      'GET',
      `/api/PaymentInformation/GetPayOffQuote?AccountNumber=${AUTO}&PayOffDate=${today}`,
      { token },
    );
    expect(quote.body.PayOffQuoteAmount).toBeCloseTo(12450.32, 2);
    const past = await sandbox.request(
      'GET',
      `/api/PaymentInformation/GetPayOffQuote?AccountNumber=${AUTO}&PayOffDate=2000-01-01`,
      { token },
    );
    expect(past.body.HasNoErrors).toBe(false);
    // One code for a past payoff date, as the README says, on the quote and its breakdown.
    expect(past.body.Errors).toEqual([{ ErrorMessage: 'InvalidPayOffDate' }]);
    const pastToken = await sandbox.request(
      'POST',
      '/api/PaymentInformation/RetrieveDownloadToken',
      {
        token,
        body: { AccountNumber: AUTO, EffectiveDate: '2000-01-01' },
      },
    );
    expect(pastToken.body.Errors).toEqual([{ ErrorMessage: 'InvalidPayOffDate' }]);
  });

  it('plots branches only with usable coordinates in the data (some are not)', async () => {
    const branches = (await sandbox.request('GET', '/api/BranchInfo/Get')).body;
    expect(branches.some((b: { Latitude: number }) => b.Latitude === 0)).toBe(true);
    expect(branches.length).toBeGreaterThan(3);
  });

  it('refuses a contact change naming another borrower account', async () => {
    const response = await sandbox.request('PUT', '/api/ManualChangeContactInfo', {
      token,
      body: {
        ...referenceOf(manualChangeContactInfo).example,
        AccountNumbers: ['00021003051'],
        PhoneNumber1: { OldPhoneNumber: '1', NewPhoneNumber: '2' },
      },
    });
    expect(response.status).toBe(403);
  });
});

describe('hostile input on every servicing call', () => {
  const HOSTILE: unknown[] = [
    null,
    [],
    ['00011002347'],
    { nested: { deeper: [1, 2, 3] } },
    'x'.repeat(5000),
    "00011002347' OR '1'='1",
    -1,
    1e308,
    true,
  ];

  it('never answers 500 whatever a field holds', async () => {
    const { ROUTES } = await import('../server/route-registry.ts');
    const routes = ROUTES.filter((route) => route.area === 'servicing' && route.method !== 'GET');
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      for (const value of HOSTILE) {
        const body = {
          AccountNumber: AUTO,
          accountNumber: AUTO,
          Address: value,
          DaysOfHistory: value,
          DownloadType: value,
          EffectiveDate: value,
          Format: value,
          TextAlerts: value,
          EmailAlerts: value,
          AccountNumbers: value,
          PhoneNumber1: value,
          NewAddress: value,
          Message: value,
          Subject: value,
          ReCaptchaCode: value,
        };
        const response = await sandbox.request(route.method, route.path, { token, body });
        expect([route.path, response.status < 500]).toEqual([route.path, true]);
      }
    }
  });

  it('refuses hostile query values on the GET calls without a 500', async () => {
    const paths = [
      `/api/AccountHistory?accountNumber=${AUTO}&days=%00&downloadCSV=false`,
      `/api/accountEStatements/GetStatementList?AccountNumber=${AUTO}&Year=abcd`,
      `/api/PaymentInformation/GetPayOffQuote?AccountNumber=${AUTO}&PayOffDate=2026-99-99`,
      '/api/BranchInfo/GetByBranchNumber?branchNumber=%27%3B--',
      '/api/BranchInfo/GetZipCoordinates?zipCode=%3Cscript%3E',
      '/api/Application?applicationNumber=%27%20OR%201%3D1',
      '/api/Documents/ViewDocument?FileId=1e999&token=x',
    ];
    for (const path of paths) {
      const response = await sandbox.request('GET', path, { token });
      expect([path, response.status < 500]).toEqual([path, true]);
    }
  });
});

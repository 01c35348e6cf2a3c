import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { referenceOf } from '@portal/api-contract/all-references';
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import {
  createAccount,
  validateRegistrationCode,
} from '@portal/api-contract/identity/registration';
import { userLogin } from '@portal/api-contract/identity/login';
import {
  getPayOffQuote,
  getThirdPartyFee,
} from '@portal/api-contract/payments/payment-information';
import { updatePersonalInfo, updateUserInfo } from '@portal/api-contract/profile/profile-updates';
import {
  accountHistory,
  historyDownloadToken,
} from '@portal/api-contract/servicing/account-history';
import { uploadWithLoanNumber } from '@portal/api-contract/servicing/documents';
import { clientError } from '@portal/api-contract/shell/client-error';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

// Issue 19 item 2: every route the contract declares parses its request with the endpoint's
// `request` schema before the handler runs; a request of the wrong shape gets 400 and an
// ErrorMessage naming the field. Each case is the contract's own example with one field broken.

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

type Fields = Record<string, unknown>;

/** The endpoint's example with `change` applied (a field set to undefined is left out). */
function broken(call: AnyEndpoint, change: Fields): Fields {
  const fields: Fields = { ...(referenceOf(call).example as Fields | undefined), ...change };
  for (const [name, value] of Object.entries(fields)) if (value === undefined) delete fields[name];
  return fields;
}

async function send(call: AnyEndpoint, fields: Fields) {
  const path = `/api/${call.path}`;
  if (call.encoding === 'query') {
    const query = new URLSearchParams(fields as Record<string, string>);
    return sandbox.request(call.method, `${path}?${query}`, { token });
  }
  return sandbox.request(call.method, path, { token, body: fields });
}

describe('a request of the wrong shape is refused 400, naming the field', () => {
  it.each(
    (
      [
        ['shell', clientError, { Message: 42 }, 'Invalid: Message must be string'],
        ['shell', clientError, { Message: undefined }, 'Invalid: Message is required'],
        ['identity', userLogin, { password: undefined }, 'Invalid: password is required'],
        ['identity', createAccount, { Agreements: 'all' }, 'Invalid: Agreements must be Array'],
        [
          'identity',
          validateRegistrationCode,
          { MFAToken: 123456 },
          'Invalid: MFAToken must be string',
        ],
        ['payments', getThirdPartyFee, { IsAch: 'yes' }, 'Invalid: IsAch must be boolean'],
        [
          'payments',
          getThirdPartyFee,
          { IsImmediate: undefined },
          'Invalid: IsImmediate is required',
        ],
        ['payments', getPayOffQuote, { PayOffDate: undefined }, 'Invalid: PayOffDate is required'],
        [
          'servicing',
          accountHistory,
          { downloadCSV: undefined },
          'Invalid: downloadCSV is required',
        ],
        [
          'servicing',
          historyDownloadToken,
          { DaysOfHistory: '30' },
          'Invalid: DaysOfHistory must be number',
        ],
        [
          'profile',
          updateUserInfo,
          { LogonName: ['borrower2'] },
          'Invalid: LogonName must be string',
        ],
        ['profile', updatePersonalInfo, { Address: 'PO Box 1' }, 'Invalid: Address must be Object'],
      ] as const
    ).map(([area, call, change, refusal]) => [area, call.name, change, refusal, call] as const),
  )('%s: %s with %j answers %s', async (_, __, change, refusal, call) => {
    const response = await send(call, broken(call, change));
    expect([response.status, response.body]).toEqual([400, envelope(refusal)]);
  });

  it('matches field names case-insensitively, as the back end binds them', async () => {
    const response = await sandbox.request('POST', '/api/PaymentInformation/GetThirdPartyFee', {
      token,
      body: {
        isach: false,
        iscreditcard: false,
        isdebitcard: true,
        isimmediate: true,
        isonetime: true,
        isrecurring: false,
        loannumber: '00011002347',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.ThirdPartyFeeAmount).toBe(2.95);
  });

  it('names a form field of an upload, with the Message the borrower reads', async () => {
    const form = new FormData();
    form.append('fileType', '2');
    form.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'a.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${sandbox.url}/api/${uploadWithLoanNumber.path}`, {
      method: 'POST',
      headers: { UserToken: token },
      body: form,
    });
    const body = (await response.json()) as { Message: string; Errors: { ErrorMessage: string }[] };
    expect(response.status).toBe(400);
    expect(body.Errors).toEqual([{ ErrorMessage: 'Invalid: loanNumber is required' }]);
    expect(body.Message).toBe('The file could not be uploaded.');
  });

  it('leaves a field the spec answers with its own message to the rule: an upload without a file', async () => {
    const form = new FormData();
    form.append('fileType', '2');
    form.append('loanNumber', '00011002347');
    const response = await fetch(`${sandbox.url}/api/${uploadWithLoanNumber.path}`, {
      method: 'POST',
      headers: { UserToken: token },
      body: form,
    });
    const body = (await response.json()) as { Errors: { ErrorMessage: string }[] };
    expect(response.status).toBe(400);
    expect(body.Errors).toEqual([{ ErrorMessage: 'No file was sent.' }]);
  });
});

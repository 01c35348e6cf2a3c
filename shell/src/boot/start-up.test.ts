import { describe, expect, it } from '@jest/globals';
import { applicationOptions } from '@portal/api-contract/shell/start-up';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { answer, serverError } from '@portal/area-testing/handlers';
import { fetchInstitutionSettings, startUp } from './start-up';

const LENGTHS = { Office: 4, Account: 6, CheckDigit: 1 };

describe('the start-up settings', () => {
  it('keeps english texts over shared ones and fills options the institution leaves out', async () => {
    const { api } = fakePortal({
      session: null,
      handlers: [
        answer(applicationOptions, {
          gassySettings: {
            shared: { 'Login.Heading': 'Shared', 'Links.FaqUrl': null },
            english: { 'Login.Heading': 'English' },
          },
          institutionOptions: {
            PasswordMinimumLength: null,
            CdnFolder: 'bank',
            Loan: LENGTHS,
            Deposit: LENGTHS,
          },
        }),
      ],
    });
    await expect(fetchInstitutionSettings(api)).resolves.toEqual({
      kind: 'ok',
      value: {
        texts: { 'Login.Heading': 'English', 'Links.FaqUrl': null },
        institution: {
          PasswordMinimumLength: 8,
          UserNameMinimumLength: 8,
          CdnFolder: 'bank',
          Loan: LENGTHS,
          Deposit: LENGTHS,
        },
      },
    });
  });

  it('goes to the settings failure when the options cannot be read', async () => {
    const { api } = fakePortal({ session: null, handlers: [serverError(applicationOptions)] });
    const remotes = (async () => Response.json({})) as typeof fetch;
    await expect(startUp(api, remotes)).resolves.toMatchObject({ kind: 'settings-failed' });
  });

  it.each([
    [9, '0.1.2', 'canary'],
    [10, '0.1.1', undefined],
  ])('a browser in bucket %i runs payments %s', async (bucket, version, variant) => {
    const { api } = fakePortal({
      session: null,
      handlers: [
        answer(applicationOptions, {
          gassySettings: { shared: {}, english: {} },
          institutionOptions: { CdnFolder: 'bank', Loan: LENGTHS, Deposit: LENGTHS },
        }),
      ],
    });
    const release = (v: string) => ({ entry: `https://p.test/${v}/mf-manifest.json`, version: v });
    const remotes = (async () =>
      Response.json({
        payments: { ...release('0.1.1'), canary: { ...release('0.1.2'), percent: 10 } },
      })) as typeof fetch;
    const started = await startUp(api, remotes, () => bucket);
    expect(started).toMatchObject({ kind: 'ready' });
    const payments = started.kind === 'ready' ? started.remotes.payments : undefined;
    expect(payments?.version).toBe(version);
    expect(payments?.variant).toBe(variant);
  });
});

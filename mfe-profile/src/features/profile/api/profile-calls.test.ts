/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import {
  createApiClient,
  createEventBus,
  createPortalStore,
  sessionFromLogin,
} from '@portal/shared-contracts';
import { WireContractError } from '@portal/wire/parse-wire';
import { alerts as savedAlerts } from '../testing/profile-fixtures';
import { fetchProfile } from './get-profile';
import { modifySubscriptions } from './modify-subscriptions';
import { updateNotifications } from './update-notifications';
import { updatePersonalInfo } from './update-personal-info';
import { updateUserInfo } from './update-user-info';

function apiAnswering(status: number, body: unknown) {
  const sent: Request[] = [];
  const store = createPortalStore({ storage: null });
  store.getState().startSession(sessionFromLogin({ UserName: 'borrower1', UserToken: 't' }));
  const bus = createEventBus();
  const logouts: string[] = [];
  bus.on('logout', ({ reason }) => logouts.push(reason));
  const api = createApiClient({
    store,
    bus,
    prefix: 'http://portal.test/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return { api, sent, logouts };
}

const info = {
  Address: { Address1: '1 Elm St', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
  PhoneNumbers: [{ PhoneNumber: '6165550142', Primary: true, OptInToTexting: false }],
};

const change = {
  LogonName: 'borrower1',
  EmailAddress: 'a@b.co',
  OldPassword: 'x',
  NewPassword: 'y',
  ConfirmNewPassword: 'y',
  SecretQuestion: 'q',
  SecretAnswer: '',
};

describe('profile calls', () => {
  it('loads the profile data and refuses a body off its contract', async () => {
    const { api } = apiAnswering(200, {
      PersonalInfo: info,
      UserInfo: { LogonName: 'borrower1', EmailAddress: null, SecretQuestion: null },
      UserAlertsInfo: { SequenceNumber: 1, EmailAlerts: {}, TextAlerts: { UserLogsOn: true } },
      States: [{ Value: 'MI', Description: 'Michigan' }],
    });
    const data = await fetchProfile(api);
    expect(data.UserInfo.EmailAddress).toBe('');
    expect(data.UserAlertsInfo.TextAlerts.UserLogsOn).toBe(true);
    expect(data.UserAlertsInfo.EmailAlerts.OptInOutEmailAlerts).toBe(false);
    const broken = apiAnswering(200, { PersonalInfo: 'nope' });
    await expect(fetchProfile(broken.api)).rejects.toBeInstanceOf(WireContractError);
  });

  it('posts personal info with its wire names and reads a refusal code', async () => {
    const { api, sent } = apiAnswering(200, {
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'ContainsPOBox' }],
    });
    expect(await updatePersonalInfo(api, info)).toEqual({ ok: false, code: 'ContainsPOBox' });
    expect(sent[0]?.url).toBe('http://portal.test/api/Profile/UpdatePersonalInfo');
    expect(await sent[0]?.json()).toEqual(info);
  });

  it('turns an Unauthorized user-info answer into a refusal, and the client logs out', async () => {
    const { api, logouts } = apiAnswering(401, {
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'Unauthorized' }],
    });
    expect(await updateUserInfo(api, change)).toEqual({ ok: false, code: 'Unauthorized' });
    expect(logouts).toEqual(['unauthorized']);
  });

  it('sends notifications with AlertsAreDirty true', async () => {
    const alerts = { ...savedAlerts(), SequenceNumber: 3 };
    const { api, sent } = apiAnswering(200, { HasNoErrors: true, UserAlertsInfo: alerts });
    const result = await updateNotifications(api, alerts);
    expect(result.ok).toBe(true);
    expect(((await sent[0]?.json()) as { UserAlertsInfo: unknown }).UserAlertsInfo).toMatchObject({
      AlertsAreDirty: true,
      SequenceNumber: 3,
    });
  });

  it.each([
    [200, { HasNoErrors: true, Errors: [] }, { kind: 'saved' }],
    [
      200,
      { HasNoErrors: false, Errors: [{ ErrorMessage: '{"BrandingId":1}' }] },
      { kind: 'refused', errorMessages: ['{"BrandingId":1}'] },
    ],
    [500, { HasNoErrors: false, Errors: [{ ErrorMessage: 'InternalError' }] }, { kind: 'failed' }],
  ])('modify subscriptions answered %d %j is %j', async (status, body, result) => {
    const { api } = apiAnswering(status, body);
    expect(
      await modifySubscriptions(api, '6165550142', [
        { BrandingId: 1, OptInMarketing: null, OptInAccount: true },
      ]),
    ).toEqual(result);
  });
});

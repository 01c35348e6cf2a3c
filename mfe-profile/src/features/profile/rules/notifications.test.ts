import { describe, expect, it } from '@jest/globals';
import type { PersonalInfo, AlertPreferences } from './profile-model';
import { ALERT_FLAGS, ALERT_ROWS } from './alert-flags';
import { notificationsCache, textColumnState } from './notifications';
import { visibleSections } from './section-visibility';

const info = (phones: { optInToTexting: boolean }[]): PersonalInfo => ({
  address: { address1: '', city: '', state: '', zipCode: '' },
  phoneNumbers: phones.map((phone) => ({ phoneNumber: '6165550142', primary: true, ...phone })),
});

const allOn = Object.fromEntries(ALERT_FLAGS.map((flag) => [flag, true]));
const alerts = {
  sequenceNumber: 1,
  turnOffAllAlerts: false,
  emailAlerts: { ...allOn, optInOutEmailAlerts: true },
  textAlerts: allOn,
} as AlertPreferences;

describe('notifications (spec 1 §3, §4, §6)', () => {
  it('has a row for every alert flag, and only e-mail has the e-mail opt-in', () => {
    expect(ALERT_ROWS).toHaveLength(11);
    expect(ALERT_FLAGS).not.toContain('optInOutEmailAlerts');
  });

  it('clears every text alert when phone 1 is not opted in, and keeps e-mail alerts', () => {
    const cache = notificationsCache(alerts, info([{ optInToTexting: false }]));
    expect(Object.values(cache.textAlerts).every((on) => on === false)).toBe(true);
    expect(cache.emailAlerts).toEqual(alerts.emailAlerts);
    expect(notificationsCache(alerts, info([{ optInToTexting: true }]))).toEqual(alerts);
  });

  it.each([
    [false, [{ optInToTexting: true }], 'hidden'],
    [true, [], 'no-phone'],
    [true, [{ optInToTexting: false }, { optInToTexting: true }], 'not-agreed'],
    [true, [{ optInToTexting: true }], 'enabled'],
  ])('text option %p with phones %p: the text column is %p', (option, phones, state) => {
    expect(textColumnState(option, info(phones))).toBe(state);
  });
});

describe('section visibility (spec 1 §2, §6)', () => {
  const none = {
    hideUserInformation: false,
    hidePersonalInformation: false,
    hidePersonalInformationForCompanyUsers: false,
    hideNotifications: false,
    hideProfileDocuments: false,
    fileServices: true,
  };
  it.each([
    ['personal user, defaults', none, true, [true, true, true, true]],
    ['company user, defaults', none, false, [true, true, true, false]],
    [
      'company user, hidden for companies',
      { ...none, hidePersonalInformationForCompanyUsers: true },
      false,
      [true, false, true, false],
    ],
    [
      'personal user, hidden for companies',
      { ...none, hidePersonalInformationForCompanyUsers: true },
      true,
      [true, true, true, true],
    ],
    ['file services off', { ...none, fileServices: false }, true, [true, true, true, false]],
    [
      'everything hidden',
      {
        ...none,
        hideUserInformation: true,
        hidePersonalInformation: true,
        hideNotifications: true,
        hideProfileDocuments: true,
      },
      true,
      [false, false, false, false],
    ],
  ])('%s', (_, settings, personal, expected) => {
    const shown = visibleSections(settings, personal);
    expect([
      shown.userInformation,
      shown.personalInformation,
      shown.notifications,
      shown.profileDocuments,
    ]).toEqual(expected);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ALERT_FLAG_NAMES, EMAIL_ONLY_FLAG_NAMES } from '@portal/api-contract/profile/profile-data';
import { alertsOf, wireAlerts } from './profile-wire';

describe('the alert preferences between wire and domain', () => {
  it('reads every flag the contract names under its own domain flag, and writes it back', () => {
    const every = (names: readonly string[]) =>
      Object.fromEntries(names.map((name, at) => [name, at % 2 === 0]));
    const wire = {
      SequenceNumber: 4,
      TurnOffAllAlerts: false,
      AlertsAreDirty: false,
      EmailAlerts: every([...ALERT_FLAG_NAMES, ...EMAIL_ONLY_FLAG_NAMES]),
      TextAlerts: every(ALERT_FLAG_NAMES),
    };
    const alerts = alertsOf(wire);
    expect(alerts.emailAlerts.userRestricted).toBe(true);
    expect(alerts.emailAlerts.restrictedPasswordViolation).toBe(false);
    expect(alerts.emailAlerts.optInOutEmailAlerts).toBe(true);
    expect(wireAlerts(alerts)).toEqual({ ...wire, AlertsAreDirty: true });
  });

  it('reads a flag the back end left out or sent as null as off', () => {
    const alerts = alertsOf({
      EmailAlerts: { UserLogsOn: null },
      TextAlerts: { UserLogsOn: true },
    });
    expect(alerts.emailAlerts.userLogsOn).toBe(false);
    expect(alerts.textAlerts.userLogsOn).toBe(true);
    expect(alerts.sequenceNumber).toBe(0);
  });
});

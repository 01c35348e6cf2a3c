// Notification preferences rules (spec 1 §4, §6): text alerts go to phone 1 and are cleared
// whenever phone 1 is not opted in to texting.
import type { PersonalInfo, AlertPreferences } from './profile-model';
import * as v from 'valibot';
import { ALERT_FLAGS, EMAIL_ONLY_FLAGS } from './alert-flags';

export const phoneOneOptedIn = (info: PersonalInfo): boolean =>
  info.phoneNumbers[0]?.optInToTexting === true;

export function withTextAlertsCleared(alerts: AlertPreferences): AlertPreferences {
  const cleared = Object.fromEntries(ALERT_FLAGS.map((flag) => [flag, false]));
  return { ...alerts, textAlerts: { ...alerts.textAlerts, ...cleared } };
}

/** What the notifications section starts from: the saved alerts, text ones cleared without phone 1's opt-in. */
export function notificationsCache(alerts: AlertPreferences, info: PersonalInfo): AlertPreferences {
  return phoneOneOptedIn(info) ? alerts : withTextAlertsCleared(alerts);
}

export type TextColumnState = 'hidden' | 'no-phone' | 'not-agreed' | 'enabled';

/** Text toggles show only with the text option; disabled until texting is agreed; a notice when no phone. */
export function textColumnState(textOption: boolean, info: PersonalInfo): TextColumnState {
  if (!textOption) return 'hidden';
  if (info.phoneNumbers.length === 0) return 'no-phone';
  return phoneOneOptedIn(info) ? 'enabled' : 'not-agreed';
}

const strictFlags = <const K extends readonly string[]>(keys: K) =>
  v.object(
    Object.fromEntries(keys.map((key) => [key, v.boolean()])) as Record<
      K[number],
      v.BooleanSchema<undefined>
    >,
  );

/** The notifications form: every toggle a boolean, as the section sends it. */
export const AlertsFormSchema = v.object({
  sequenceNumber: v.number(),
  turnOffAllAlerts: v.boolean(),
  emailAlerts: strictFlags([...ALERT_FLAGS, ...EMAIL_ONLY_FLAGS]),
  textAlerts: strictFlags(ALERT_FLAGS),
});

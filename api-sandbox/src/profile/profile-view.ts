// Profile rows → wire shapes (spec 1 §3 Profile data), upper-camel case.
import type {
  PersonalInfoSchema,
  UserAlertsInfoSchema,
  UserInfoSchema,
} from '@portal/api-contract/profile/profile-data';
import type * as v from 'valibot';
import type { UserRow } from '../store/users.ts';
import type { Database } from '../store/database.ts';
import { listPhones, readAlerts, readSecret, type Alerts } from './profile-store.ts';

export function personalInfoView(
  db: Database,
  user: UserRow,
): v.InferInput<typeof PersonalInfoSchema> {
  return {
    Address: {
      Address1: user.address1,
      City: user.city,
      State: user.state,
      ZipCode: user.zip_code,
    },
    PhoneNumbers: listPhones(db, user.id).map((phone) => ({
      PhoneNumber: phone.phone_number,
      Primary: phone.is_primary === 1,
      OptInToTexting: phone.opt_in_to_texting === 1,
    })),
  };
}

export function userInfoView(db: Database, user: UserRow): v.InferInput<typeof UserInfoSchema> {
  return {
    LogonName: user.username,
    EmailAddress: user.email,
    SecretQuestion: readSecret(db, user.id).question,
  };
}

export function alertsView(alerts: Alerts): v.InferInput<typeof UserAlertsInfoSchema> {
  return {
    SequenceNumber: alerts.sequenceNumber,
    TurnOffAllAlerts: alerts.turnOffAllAlerts,
    AlertsAreDirty: false,
    EmailAlerts: alerts.email,
    TextAlerts: alerts.text,
  };
}

export const userAlertsView = (
  db: Database,
  userId: number,
): v.InferInput<typeof UserAlertsInfoSchema> => alertsView(readAlerts(db, userId));

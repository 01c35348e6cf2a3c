// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./profile-updates.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  agreeToTexting,
  updateNotifications,
  updatePersonalInfo,
  updateUserInfo,
} from './profile-updates.ts';

export const profileUpdatesReferences = [
  reference(updateUserInfo, {
    spec: 'spec 1 §7, §8',
    summary: 'Saves the logon name, e-mail, password and secret question of the borrower.',
    example: { EmailAddress: 'alex.morgan@example.com' },
  }),
  reference(updatePersonalInfo, {
    spec: 'spec 1 §7, §8',
    summary: "Saves the borrower's address and phone numbers (with each phone's texting opt-in).",
    example: {
      Address: { Address1: '418 Harbor View Rd', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
      PhoneNumbers: [{ PhoneNumber: '6165550142', Primary: true, OptInToTexting: false }],
    },
  }),
  reference(updateNotifications, {
    spec: 'spec 1 §3, §7',
    summary: "Saves the borrower's e-mail and text alert preferences.",
    example: {
      UserAlertsInfo: {
        SequenceNumber: 1,
        TurnOffAllAlerts: false,
        AlertsAreDirty: true,
        EmailAlerts: { PasswordChanged: true },
        TextAlerts: {},
      },
    },
  }),
  reference(agreeToTexting, {
    spec: 'spec 1 §4, §7 (agreement log service)',
    summary: "Records the borrower's acceptance of the texting terms.",
  }),
];

// Seeded profile rows for every seeded user: phones, alert preferences, secret question.
// (Profile documents are seeded with the other documents, by the servicing seed.)
import * as v from 'valibot';
import { integer, readRows, type Database } from '../store/database.ts';
import {
  emptyEmailAlerts,
  emptyTextAlerts,
  replacePhones,
  writeAlerts,
  writeSecret,
  type StoredPhone,
} from './profile-store.ts';

const PHONES: Record<string, StoredPhone[]> = {
  borrower1: [
    { phoneNumber: '6165550142', primary: true, optInToTexting: false },
    { phoneNumber: '2695550188', primary: false, optInToTexting: false },
  ],
  company1: [{ phoneNumber: '2695550111', primary: true, optInToTexting: false }],
};

export function seedProfiles(db: Database): void {
  const users = readRows(
    db,
    v.object({ id: integer, username: v.string() }),
    'SELECT id, username FROM users',
  );
  for (const user of users) {
    replacePhones(
      db,
      user.id,
      PHONES[user.username] ?? [
        { phoneNumber: '2695550100', primary: true, optInToTexting: false },
      ],
    );
    writeAlerts(db, user.id, {
      sequenceNumber: 1,
      turnOffAllAlerts: false,
      email: { ...emptyEmailAlerts(), PasswordChanged: true, EmailAddressChanged: true },
      text: emptyTextAlerts(),
    });
    writeSecret(db, user.id, 'What city were you born in?', 'Lakeside');
  }
}

// Seeded profile rows for every seeded user: phones, alert preferences, secret question, a document.
import { queryAll, type Database } from '../store/database.ts';
import { addDays, instant } from '../time/dates.ts';
import {
  emptyEmailAlerts,
  emptyTextAlerts,
  insertDocument,
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

export function seedProfiles(db: Database, now: Date): void {
  const users = queryAll<{ id: number; username: string }>(db, 'SELECT id, username FROM users');
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
    if (user.username === 'borrower1') {
      insertDocument(db, user.id, {
        fileName: 'proof-of-insurance.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.4 sandbox'),
        uploadedAt: instant(addDays(now, -12)),
      });
    }
  }
}

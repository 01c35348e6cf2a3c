import * as v from 'valibot';
import { execute, integer, readRow, readRows, type Database } from '../store/database.ts';
import { addDays, calendarDate, instant } from '../time/dates.ts';
import { SEED_BRANCHES } from './branches-data.ts';
import { samplePdf } from './pdf.ts';
import { insertDocument } from './servicing-store.ts';

const SeedAccountRowSchema = v.object({
  number: v.string(),
  user_id: integer,
  type: integer,
  balance: v.number(),
  monthly_installment: v.number(),
  rate: v.number(),
  opened_date: v.string(),
  status: v.string(),
});

type SeedAccountRow = v.InferOutput<typeof SeedAccountRowSchema>;

const LOAN_TYPES = new Set([0, 9]);
const round = (value: number) => Math.round(value * 100) / 100;

/** Seeds the servicing tables from the core seed (users, accounts) that already exists. */
export function seedServicing(db: Database, now: Date): void {
  for (const branch of SEED_BRANCHES) {
    execute(
      db,
      `INSERT INTO svc_branches (number, name, street, city, state, zip, phone, latitude, longitude)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      branch.number,
      branch.name,
      branch.street,
      branch.city,
      branch.state,
      branch.zip,
      branch.phone,
      branch.latitude,
      branch.longitude,
    );
  }
  const accounts = readRows(
    db,
    SeedAccountRowSchema,
    'SELECT number, user_id, type, balance, monthly_installment, rate, opened_date, status FROM accounts ORDER BY rowid',
  );
  for (const account of accounts) {
    seedHistory(db, account, now);
    seedStatements(db, account, now);
  }
  const borrower1 = readRow(
    db,
    v.object({ id: integer }),
    "SELECT id FROM users WHERE username = 'borrower1'",
  );
  if (borrower1) seedBorrower1(db, borrower1.id, now);
}

/** One payment a month from the opening date to now, so an old loan has years of rows. */
function seedHistory(db: Database, account: SeedAccountRow, now: Date): void {
  const opened = new Date(`${account.opened_date}Z`);
  const months: Date[] = [];
  for (let month = 1; ; month += 1) {
    const date = new Date(
      Date.UTC(opened.getUTCFullYear(), opened.getUTCMonth() + month, opened.getUTCDate()),
    );
    if (date.getTime() > now.getTime() || months.length > 240) break;
    months.push(date);
  }
  if (months.length === 0) return;
  const isLoan = LOAN_TYPES.has(account.type);
  const installment = account.monthly_installment || 250;
  // Walk backwards from today's balance so the newest running balance matches the account.
  let balance = account.balance;
  const rows: (string | number)[][] = [];
  for (let i = months.length - 1; i >= 0; i -= 1) {
    const date = months[i] as Date;
    if (isLoan) {
      const interest = round((balance * account.rate) / 1200);
      const principal = round(Math.max(installment - interest, 0));
      rows.push([
        calendarDate(date),
        '09:15:00',
        'Payment - Thank you',
        principal,
        interest,
        0,
        round(principal + interest),
        round(balance),
      ]);
      balance = round(balance + principal);
      if (i % 7 === 3) {
        rows.push([
          calendarDate(addDays(date, 2)),
          '14:02:00',
          'Late charge assessed',
          0,
          0,
          25,
          25,
          round(balance),
        ]);
      }
    } else {
      const interest = round((balance * account.rate) / 1200);
      rows.push([
        calendarDate(date),
        '00:01:00',
        'Interest credited',
        0,
        interest,
        0,
        interest,
        round(balance),
      ]);
      balance = round(balance - interest);
    }
  }
  for (const row of rows) {
    execute(
      db,
      `INSERT INTO svc_history (account_number, tx_date, tx_time, description, principal, interest, other, total, running_balance)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      account.number,
      ...row,
    );
  }
}

const PROVIDERS = [4, 0, 1, 3];

/** A statement on the 1st of each month, for the current year and the three before it. */
function seedStatements(db: Database, account: SeedAccountRow, now: Date): void {
  const opened = new Date(`${account.opened_date}Z`);
  const provider = PROVIDERS[Number(account.number.slice(-2)) % PROVIDERS.length] ?? 4;
  for (let back = 0; back < 48; back += 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    if (date.getTime() < opened.getTime()) break;
    execute(
      db,
      'INSERT INTO svc_statements (id, account_number, statement_date, type, provider) VALUES (?, ?, ?, ?, ?)',
      `${account.number}-${calendarDate(date).slice(0, 7)}`,
      account.number,
      calendarDate(date),
      LOAN_TYPES.has(account.type) ? 'Loan' : 'Deposit',
      provider,
    );
  }
}

function seedBorrower1(db: Database, userId: number, now: Date): void {
  execute(
    db,
    `INSERT INTO svc_insurance (account_number, type, is_individual, premium, coverage) VALUES
     ('00011002347', 'Credit Life', 2, 12.5, 12450.32),
     ('00011002347', 'GAP', 1, 8.75, 15000)`,
  );
  execute(
    db,
    'INSERT INTO svc_ach_drafts (id, user_id, loan_account_number, creation_date) VALUES (?, ?, ?, ?)',
    '6f1c2a9e-0b7d-4c1e-9a55-2f3e4d5c6b7a',
    userId,
    '00011002347',
    calendarDate(addDays(now, -200)),
  );
  const applications: [string, string, number, number, number, number][] = [
    ['20250101', 'In Review', 15000, 0, -3, 0],
    ['20250087', 'Approved', 8000, 7500, -12, 5],
    ['20240950', 'Funded', 5000, 5000, -75, -60],
  ];
  for (const [number, status, requested, approved, modifiedDays, fundsDays] of applications) {
    execute(
      db,
      `INSERT INTO svc_applications (number, user_id, status, amount_requested, amount_approved, last_modified, office, funds_expected)
       VALUES (?, ?, ?, ?, ?, ?, '0001', ?)`,
      number,
      userId,
      status,
      requested,
      approved,
      instant(addDays(now, modifiedDays)),
      fundsDays === 0 ? '0001-01-01T00:00:00' : calendarDate(addDays(now, fundsDays)),
    );
  }
  // Proof of insurance on the Auto Loan, and a profile document (no account or application):
  // the profile page and the document center's Profile tab both list the latter.
  const seeded: [docType: string, number: string, name: string, lines: string[], days: number][] = [
    [
      'account',
      '00011002347',
      'Proof of insurance.pdf',
      ['Proof of insurance', 'Auto Loan 00011002347'],
      -40,
    ],
    ['profile', '', 'proof-of-insurance.pdf', ['Proof of insurance', 'Alex Morgan'], -12],
  ];
  for (const [docType, number, name, lines, days] of seeded) {
    insertDocument(db, {
      user_id: userId,
      doc_type: docType,
      number,
      display_name: name,
      display_format: 'pdf',
      file_type_id: 1,
      content: samplePdf(lines),
      uploaded_at: instant(addDays(now, days)),
    });
  }
}

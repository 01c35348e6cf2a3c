import { hashPassword } from '../auth/passwords.ts';
import type { AreaStore } from './area-store.ts';
import { newToken } from '../auth/tokens.ts';
import { instant } from '../time/dates.ts';
import { execute, toFlag, type Database } from './database.ts';
import { writeState } from './sandbox-state.ts';
import { buildSeedUsers, SEED_PASSWORD, type SeedAccount, type SeedUser } from './seed-data.ts';

// scrypt is slow on purpose; hash each seeded user's password once per process, so resets stay quick.
const hashCache = new Map<string, string>();

function seededHash(user: SeedUser, cost: number): string {
  const password = user.password ?? SEED_PASSWORD;
  const key = `${user.username}\u0000${password}\u0000${cost}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(password, cost);
    hashCache.set(key, hash);
  }
  return hash;
}

/** Inserts the seed rows into empty tables, passwords hashed at `passwordCost`. Call inside a transaction. */
export function seed(
  db: Database,
  now: Date,
  areas: readonly AreaStore[],
  passwordCost: number,
): void {
  writeState(db, 'password_cost', String(passwordCost));
  for (const user of buildSeedUsers(now)) insertUser(db, user, passwordCost);
  for (const area of areas) area.seed(db, now);
  writeState(db, 'seeded_at', instant(now));
}

function insertUser(db: Database, user: SeedUser, passwordCost: number): void {
  const { lastId: userId } = execute(
    db,
    `INSERT INTO users (username, password_hash, personal_name, email, email_verified, company_number,
       servicing_branch, customer_id, has_password_question, must_change_password, change_password_token,
       mfa_enrolled, locked, failed_attempts, address1, city, state, zip_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
    user.username,
    seededHash(user, passwordCost),
    user.personalName,
    user.email,
    toFlag(user.emailVerified),
    user.companyNumber,
    user.servicingBranch,
    user.customerId,
    toFlag(user.hasPasswordQuestion),
    toFlag(user.mustChangePassword),
    user.mustChangePassword ? newToken() : null,
    toFlag(user.mfaEnrolled),
    toFlag(user.locked),
    user.address.address1,
    user.address.city,
    user.address.state,
    user.address.zipCode,
  );
  for (const login of user.logins) {
    execute(
      db,
      'INSERT INTO login_history (user_id, logged_in_at, ip) VALUES (?, ?, ?)',
      userId,
      login.at,
      login.ip,
    );
  }
  for (const agreement of user.agreements) {
    execute(
      db,
      'INSERT INTO web_agreement_logs (user_id, date_of_terms, date_of_agreement) VALUES (?, ?, ?)',
      userId,
      agreement.dateOfTerms,
      agreement.dateOfAgreement,
    );
  }
  let defaultMethodId: number | undefined;
  for (const method of user.paymentMethods) {
    const { lastId } = execute(
      db,
      'INSERT INTO payment_methods (user_id, is_card, last_four, nickname, is_default) VALUES (?, ?, ?, ?, ?)',
      userId,
      toFlag(method.isCard),
      method.lastFour,
      method.nickname,
      toFlag(method.isDefault),
    );
    if (method.isDefault) defaultMethodId = lastId;
  }
  for (const account of user.accounts) insertAccount(db, userId, user, account, defaultMethodId);
}

function insertAccount(
  db: Database,
  userId: number,
  user: SeedUser,
  account: SeedAccount,
  defaultMethodId: number | undefined,
): void {
  execute(
    db,
    `INSERT INTO accounts (number, user_id, description, type, status, comment, balance, available_balance,
       credit_limit, rate, loan_due_date, loan_amount_due, loan_past_due, monthly_installment, fees_due,
       late_charges_due, total_loan_fees, statement_preference, name_on_acct, ytd_interest,
       last_year_ytd_interest, opened_date, original_maturity_date, last_payment_date, last_payment_amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    account.number,
    userId,
    account.description,
    account.type,
    account.status,
    account.comment ?? '',
    account.balance,
    account.availableBalance ?? 0,
    account.creditLimit ?? 0,
    account.rate,
    account.loanDueDate,
    account.loanAmountDue ?? 0,
    account.loanPastDue ?? 0,
    account.monthlyInstallment ?? 0,
    account.feesDue ?? account.lateChargesDue ?? 0,
    account.lateChargesDue ?? 0,
    account.totalLoanFees ?? 0,
    account.statementPreference ?? 'ElectronicOnly',
    user.personalName.toUpperCase(),
    account.ytdInterest ?? 0,
    account.lastYearYtdInterest ?? 0,
    account.openedDate,
    account.originalMaturityDate ?? null,
    account.lastPaymentDate ?? null,
    account.lastPaymentAmount ?? 0,
  );
  const needsMethod = account.recurringPayment || account.scheduledPayments?.length;
  if (needsMethod && defaultMethodId === undefined) {
    throw new Error(
      `Seed user ${user.username} needs a default payment method for ${account.number}`,
    );
  }
  if (account.recurringPayment && defaultMethodId !== undefined) {
    execute(
      db,
      `INSERT INTO recurring_payments (account_number, payment_method_id, amount, frequency, next_payment_date)
       VALUES (?, ?, ?, 'Monthly', ?)`,
      account.number,
      defaultMethodId,
      account.recurringPayment.amount,
      account.recurringPayment.nextPaymentDate,
    );
  }
  for (const payment of account.scheduledPayments ?? []) {
    execute(
      db,
      `INSERT INTO scheduled_payments (account_number, payment_method_id, payment_date, amount, status, confirmation_number)
       VALUES (?, ?, ?, ?, 'Scheduled', ?)`,
      account.number,
      defaultMethodId ?? null,
      payment.paymentDate,
      payment.amount,
      payment.confirmationNumber,
    );
  }
}

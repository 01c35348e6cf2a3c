import {
  addDays,
  calendarDate,
  dayOfMonthAhead,
  instant,
  lastDayOfMonthOnOrBefore,
} from '../time/dates.ts';

// The seeded borrowers. Dates are relative to the seed time, so "next payment" stays in the future.
// Tests and the front end rely on these credentials and account numbers: change them with care.

export const SEED_PASSWORD = 'Welcome123';

export interface SeedAccount {
  number: string;
  description: string;
  type: number;
  status: 'Active' | 'Closed';
  comment?: string;
  balance: number;
  availableBalance?: number;
  creditLimit?: number;
  rate: number;
  loanDueDate: string | null;
  loanAmountDue?: number;
  loanPastDue?: number;
  monthlyInstallment?: number;
  feesDue?: number;
  lateChargesDue?: number;
  totalLoanFees?: number;
  statementPreference?: 'ElectronicOnly' | 'PaperOnly';
  ytdInterest?: number;
  lastYearYtdInterest?: number;
  openedDate: string;
  originalMaturityDate?: string | null;
  lastPaymentDate?: string | null;
  lastPaymentAmount?: number;
  /** Pays this account every month from the borrower's default payment method. */
  recurringPayment?: { amount: number; nextPaymentDate: string };
  scheduledPayments?: { paymentDate: string; amount: number; confirmationNumber: string }[];
}

export interface SeedUser {
  username: string;
  /** Undefined = SEED_PASSWORD. */
  password?: string;
  personalName: string;
  email: string;
  emailVerified: boolean;
  companyNumber: number;
  servicingBranch: number;
  customerId: string;
  hasPasswordQuestion: boolean;
  mustChangePassword: boolean;
  mfaEnrolled: boolean;
  locked: boolean;
  address: { address1: string; city: string; state: string; zipCode: string };
  logins: { at: string; ip: string }[];
  agreements: { dateOfTerms: string; dateOfAgreement: string }[];
  paymentMethods: { isCard: boolean; lastFour: string; nickname: string; isDefault: boolean }[];
  accounts: SeedAccount[];
}

const TERMS_DATE = '2023-01-01T00:00:00';

function atHour(date: Date, hour: number, minute: number): string {
  const copy = new Date(date);
  copy.setUTCHours(hour, minute, 0, 0);
  return instant(copy);
}

function pastLogins(
  now: Date,
  entries: [daysAgo: number, ip: string][],
): { at: string; ip: string }[] {
  return entries.map(([daysAgo, ip], index) => ({
    at: atHour(addDays(now, -daysAgo), 8 + index * 2, 14),
    ip,
  }));
}

const checking = (lastFour: string) => ({
  isCard: false,
  lastFour,
  nickname: `Checking ...${lastFour}`,
  isDefault: true,
});

function simpleLoan(
  now: Date,
  number: string,
  description: string,
  balance: number,
  rate: number,
  due: number,
) {
  return {
    number,
    description,
    type: 0,
    status: 'Active',
    balance,
    rate,
    loanDueDate: calendarDate(dayOfMonthAhead(now, 1, 10)),
    loanAmountDue: due,
    monthlyInstallment: due,
    ytdInterest: Math.round(balance * (rate / 100) * 0.4 * 100) / 100,
    lastYearYtdInterest: Math.round(balance * (rate / 100) * 100) / 100,
    openedDate: calendarDate(addDays(now, -700)),
    originalMaturityDate: calendarDate(addDays(now, 1100)),
    lastPaymentDate: calendarDate(lastDayOfMonthOnOrBefore(now, 10)),
    lastPaymentAmount: due,
  } satisfies SeedAccount;
}

function personalUser(
  overrides: Partial<SeedUser> &
    Pick<SeedUser, 'username' | 'personalName' | 'email' | 'customerId'>,
): SeedUser {
  return {
    emailVerified: true,
    companyNumber: 0,
    servicingBranch: 1,
    hasPasswordQuestion: true,
    mustChangePassword: false,
    mfaEnrolled: false,
    locked: false,
    address: { address1: '100 Main St', city: 'Lakeside', state: 'MI', zipCode: '49116' },
    logins: [],
    agreements: [{ dateOfTerms: TERMS_DATE, dateOfAgreement: TERMS_DATE }],
    paymentMethods: [],
    accounts: [],
    ...overrides,
  };
}

export function buildSeedUsers(now: Date): SeedUser[] {
  const autoLoanDue = calendarDate(dayOfMonthAhead(now, 1, 15));
  return [
    personalUser({
      username: 'borrower1',
      personalName: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      customerId: '100001',
      address: { address1: '418 Harbor View Rd', city: 'Lakeside', state: 'MI', zipCode: '49116' },
      logins: pastLogins(now, [
        [30, '198.51.100.82'],
        [16, '192.0.2.45'],
        [9, '203.0.113.24'],
        [4, '198.51.100.7'],
        [1, '203.0.113.24'],
      ]),
      agreements: [{ dateOfTerms: TERMS_DATE, dateOfAgreement: instant(addDays(now, -400)) }],
      paymentMethods: [
        checking('4321'),
        { isCard: true, lastFour: '1881', nickname: 'Visa ...1881', isDefault: false },
      ],
      accounts: [
        {
          number: '00011002347',
          description: 'Auto Loan',
          type: 0,
          status: 'Active',
          balance: 12450.32,
          rate: 5.49,
          loanDueDate: autoLoanDue,
          loanAmountDue: 389.17,
          monthlyInstallment: 389.17,
          ytdInterest: 412.56,
          lastYearYtdInterest: 803.91,
          openedDate: calendarDate(addDays(now, -820)),
          originalMaturityDate: calendarDate(addDays(now, 1005)),
          lastPaymentDate: calendarDate(lastDayOfMonthOnOrBefore(now, 15)),
          lastPaymentAmount: 389.17,
          recurringPayment: { amount: 389.17, nextPaymentDate: autoLoanDue },
        },
        {
          number: '00011002355',
          description: 'Home Equity Loan',
          type: 0,
          status: 'Active',
          balance: 48210.77,
          rate: 7.25,
          loanDueDate: calendarDate(dayOfMonthAhead(now, 1, 1)),
          loanAmountDue: 612.4,
          monthlyInstallment: 612.4,
          ytdInterest: 2311.08,
          lastYearYtdInterest: 3590.44,
          openedDate: calendarDate(addDays(now, -1500)),
          originalMaturityDate: calendarDate(addDays(now, 3900)),
          lastPaymentDate: calendarDate(lastDayOfMonthOnOrBefore(now, 1)),
          lastPaymentAmount: 612.4,
          scheduledPayments: [
            {
              paymentDate: calendarDate(addDays(now, 7)),
              amount: 612.4,
              confirmationNumber: 'SP20481937',
            },
          ],
        },
        {
          number: '00019004418',
          description: 'Personal Line of Credit',
          type: 9,
          status: 'Active',
          balance: 2150,
          creditLimit: 10000,
          availableBalance: 7850,
          rate: 11.75,
          loanDueDate: calendarDate(dayOfMonthAhead(now, 1, 20)),
          loanAmountDue: 75,
          monthlyInstallment: 75,
          ytdInterest: 118.4,
          lastYearYtdInterest: 240.13,
          openedDate: calendarDate(addDays(now, -1200)),
          originalMaturityDate: null,
          lastPaymentDate: calendarDate(lastDayOfMonthOnOrBefore(now, 20)),
          lastPaymentAmount: 75,
        },
        {
          number: '00015001126',
          description: 'Savings',
          type: 1,
          status: 'Active',
          balance: 5320.18,
          availableBalance: 5320.18,
          rate: 0.45,
          loanDueDate: null,
          ytdInterest: 14.22,
          lastYearYtdInterest: 21.7,
          openedDate: calendarDate(addDays(now, -2000)),
        },
        {
          number: '00011001992',
          description: 'Boat Loan',
          type: 0,
          status: 'Closed',
          comment: 'CLOSED 03/01/2024',
          balance: 0,
          rate: 6.1,
          loanDueDate: null,
          statementPreference: 'PaperOnly',
          lastYearYtdInterest: 0,
          openedDate: '2019-04-12T00:00:00',
          originalMaturityDate: '2026-04-12T00:00:00',
          lastPaymentDate: '2024-03-01T00:00:00',
          lastPaymentAmount: 4388.12,
        },
      ],
    }),
    personalUser({
      username: 'borrower2',
      personalName: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      customerId: '100002',
      servicingBranch: 2,
      address: { address1: '77 Birch Ln', city: 'Grand Haven', state: 'MI', zipCode: '49417' },
      logins: pastLogins(now, [
        [12, '192.0.2.150'],
        [3, '192.0.2.150'],
      ]),
      paymentMethods: [checking('9052')],
      accounts: [
        {
          ...simpleLoan(now, '00021003051', 'Auto Loan', 8730.55, 4.99, 301.12),
          loanPastDue: 125.5,
          lateChargesDue: 25,
        },
        {
          number: '00025002210',
          description: 'Savings',
          type: 1,
          status: 'Active',
          balance: 1204.9,
          availableBalance: 1204.9,
          rate: 0.4,
          loanDueDate: null,
          openedDate: calendarDate(addDays(now, -900)),
        },
      ],
    }),
    personalUser({
      username: 'mfauser1',
      personalName: 'Casey Rivera',
      email: 'casey.rivera@example.com',
      customerId: '100003',
      mfaEnrolled: true,
      logins: pastLogins(now, [[6, '203.0.113.90']]),
      paymentMethods: [checking('6610')],
      accounts: [simpleLoan(now, '00031004016', 'Personal Loan', 5400, 9.99, 180.25)],
    }),
    personalUser({
      username: 'newpass1',
      personalName: 'Taylor Brooks',
      email: 'taylor.brooks@example.com',
      emailVerified: false,
      customerId: '100004',
      hasPasswordQuestion: false,
      mustChangePassword: true,
      agreements: [],
      accounts: [simpleLoan(now, '00041005023', 'Auto Loan', 15990, 6.25, 420.8)],
    }),
    personalUser({
      username: 'company1',
      personalName: 'Riverside Marine Supply LLC',
      email: 'accounts@riverside-marine.example.com',
      companyNumber: 7,
      customerId: '100005',
      logins: pastLogins(now, [[2, '198.51.100.200']]),
      paymentMethods: [checking('3007')],
      accounts: [simpleLoan(now, '00071006039', 'Equipment Loan', 64200, 6.75, 1450)],
    }),
    personalUser({
      username: 'lockeduser',
      personalName: 'Pat Quinn',
      email: 'pat.quinn@example.com',
      customerId: '100006',
      locked: true,
      accounts: [simpleLoan(now, '00051007045', 'Auto Loan', 3100, 5.5, 210)],
    }),
  ];
}

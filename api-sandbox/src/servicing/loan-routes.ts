// Calls of the loan details page (spec 3 §7): history and its download, address edit, insurance,
// payoff quote, hiding, alerts, e-statements.
import { addressProblem } from '../rules/address-rules.ts';
import { field, optionalString } from '../http/fields.ts';
import { HttpError, invalid, unauthorized } from '../http/http-error.ts';
import { errorEnvelope, fileReply, ok } from '../http/reply.ts';
import {
  publicRoute,
  scopedAccountNumber,
  userRoute,
  type RequestContext,
  type RouteDefinition,
  type SignedInContext,
} from '../http/route-definition.ts';
import { findOwnAccount } from '../store/accounts.ts';
import { findUserById } from '../store/users.ts';
import { addDays, calendarDate, instant } from '../time/dates.ts';
import { payoffQuote } from '../payments/payment-rules.ts';
import { money } from '../http/money.ts';
import { toCsv } from './csv.ts';
import { samplePdf } from './pdf.ts';
import {
  createDownloadToken,
  redeemDownloadToken,
  findStatement,
  hideAccount,
  listHistory,
  listInsurance,
  listStatements,
  saveAccountAddress,
  saveAlertsJson,
  setStatementFormat,
  type HistoryRow,
} from './servicing-store.ts';

const FILE_TYPES = { Csv: 0, Pdf: 1 } as const;

const success = () => ok({ HasNoErrors: true, Errors: [] });

function ownAccount(ctx: SignedInContext) {
  const account = findOwnAccount(ctx.services.db, ctx.user.id, scopedAccountNumber(ctx));
  if (!account) throw new Error('account vanished');
  return account;
}

/** "all", empty or a positive whole number of days; anything else is 400 Invalid. */
function readDays(value: unknown): number | 'all' {
  if (value === undefined || value === null || value === '' || value === 'all') return 'all';
  const days = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(days) || days <= 0 || days > 100_000) throw invalid();
  return days;
}

function historySince(days: number | 'all', now: Date): string | undefined {
  return days === 'all' ? undefined : calendarDate(addDays(now, -days));
}

const toHistoryItem = (row: HistoryRow) => ({
  TransactionDate: row.tx_date,
  TransactionTime: row.tx_time,
  TransactionDescription: row.description,
  PrincipalAmount: row.principal,
  InterestAmount: row.interest,
  OtherAmount: row.other,
  TotalPaymentAmount: row.total,
  RunningPrincipalBalance: row.running_balance,
});

function accountHistory(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  const days = readDays(ctx.query.get('days'));
  const rows = listHistory(ctx.services.db, account.number, historySince(days, ctx.now));
  return ok({ HasNoErrors: true, Errors: [], List: rows.map(toHistoryItem) });
}

function retrieveHistoryDownloadToken(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  const days = readDays(field(ctx.body, 'DaysOfHistory'));
  const type = field(ctx.body, 'DownloadType');
  if (type !== FILE_TYPES.Csv && type !== FILE_TYPES.Pdf) throw invalid();
  const token = createDownloadToken(
    ctx.services.db,
    'history-download',
    ctx.token,
    {
      user_id: ctx.user.id,
      account_number: account.number,
      days: days === 'all' ? 0 : days,
      download_type: type,
      effective_date: '',
    },
    ctx.now,
  );
  return ok(token);
}

const money2 = (value: number) => value.toFixed(2);

function downloadHistory(ctx: RequestContext) {
  const token = ctx.query.get('token') ?? '';
  const row = redeemDownloadToken(ctx.services.db, token, 'history-download', ctx.now);
  if (!row) throw unauthorized();
  const rows = listHistory(
    ctx.services.db,
    row.account_number,
    historySince(row.days === 0 ? 'all' : row.days, ctx.now),
  );
  const header = [
    'Date',
    'Time',
    'Description',
    'Principal',
    'Interest',
    'Other',
    'Total',
    'Principal Balance',
  ];
  const lines = rows.map((r) => [
    r.tx_date.slice(0, 10),
    r.tx_time,
    r.description,
    money2(r.principal),
    money2(r.interest),
    money2(r.other),
    money2(r.total),
    money2(r.running_balance),
  ]);
  const name = `history-${row.account_number}`;
  if (row.download_type === FILE_TYPES.Csv) {
    return fileReply({
      contentType: 'text/csv; charset=utf-8',
      bytes: Buffer.from(toCsv([header, ...lines]), 'utf8'),
      fileName: `${name}.csv`,
    });
  }
  return fileReply({
    contentType: 'application/pdf',
    bytes: samplePdf([
      `Account history ${row.account_number}`,
      header.join(' | '),
      ...lines.map((line) => line.join(' | ')),
    ]),
    fileName: `${name}.pdf`,
  });
}

const LOAN_ADDRESS_CODES = {
  invalid: 'InvalidAddress',
  poBox: 'InvalidAddress',
  zipCity: 'City is not found within the specified zip code.',
} as const;

function updateAddress(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  const address = field(ctx.body, 'Address');
  if (address === null || typeof address !== 'object' || Array.isArray(address)) throw invalid();
  const body = address as Record<string, unknown>;
  const address1 = (optionalString(body, 'Address1', 200) ?? '').trim();
  const city = (optionalString(body, 'City', 200) ?? '').trim();
  const state = (optionalString(body, 'State', 20) ?? '').trim().toUpperCase();
  const zip = (optionalString(body, 'ZipCode', 20) ?? '').trim();
  const problem = addressProblem({ address1, city, state, zipCode: zip }, 'mailing');
  if (problem) return ok(errorEnvelope(LOAN_ADDRESS_CODES[problem]));
  saveAccountAddress(ctx.services.db, account.number, { address1, city, state, zip });
  return ok({
    HasNoErrors: true,
    Errors: [],
    Address: { Address1: address1, City: city, State: state, ZipCode: zip },
  });
}

function insurance(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  const rows = listInsurance(ctx.services.db, account.number);
  return ok({
    HasNoErrors: true,
    Errors: [],
    Insurances: rows.map((row) => ({
      Type: row.type,
      IsIndividual: row.is_individual,
      Premium: row.premium,
      CoverageAmount: row.coverage,
    })),
  });
}

/** Today's date or later, as "YYYY-MM-DD…"; missing means today. */
function readPayoffDate(value: unknown, now: Date): string | 'before-today' {
  const today = calendarDate(now);
  if (value === undefined || value === null || value === '') return today;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw invalid();
  const date = `${value.slice(0, 10)}T00:00:00`;
  if (Number.isNaN(new Date(`${date}Z`).getTime())) throw invalid();
  return date < today ? 'before-today' : date;
}

function retrievePayoffToken(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  const date = readPayoffDate(field(ctx.body, 'EffectiveDate'), ctx.now);
  // The same code as the quote itself (GetPayOffQuote): one rule, one code.
  if (date === 'before-today') return ok(errorEnvelope('InvalidPayOffDate'));
  return ok(
    createDownloadToken(
      ctx.services.db,
      'payoff-download',
      ctx.token,
      {
        user_id: ctx.user.id,
        account_number: account.number,
        days: 0,
        download_type: FILE_TYPES.Pdf,
        effective_date: date,
      },
      ctx.now,
    ),
  );
}

function downloadPayoff(ctx: RequestContext) {
  const row = redeemDownloadToken(
    ctx.services.db,
    ctx.query.get('downloadToken') ?? '',
    'payoff-download',
    ctx.now,
  );
  const account = row && findOwnAccount(ctx.services.db, row.user_id, row.account_number);
  if (!row || !account) throw unauthorized();
  // The payments area's quote is the one truth: the breakdown adds up to what GetPayOffQuote
  // answers and to what a payoff payment may pay.
  const total = payoffQuote(
    account,
    ctx.now,
    new Date(`${row.effective_date.slice(0, 10)}T00:00:00Z`),
  );
  const interest = money(total - account.balance - account.fees_due);
  return fileReply({
    contentType: 'application/pdf',
    fileName: `payoff-${account.number}.pdf`,
    bytes: samplePdf([
      `Payoff quote breakdown for ${account.number}`,
      `Good through ${row.effective_date.slice(0, 10)}`,
      `Principal balance: ${money2(account.balance)}`,
      `Accrued interest: ${money2(interest)}`,
      `Fees: ${money2(account.fees_due)}`,
      `Total: ${money2(total)}`,
    ]),
  });
}

function showHideAccount(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  hideAccount(ctx.services.db, account.number, instant(ctx.now));
  return success();
}

function readAlertGroup(value: unknown, withDueDates: boolean) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid();
  const group = value as Record<string, unknown>;
  const out: Record<string, boolean | number> = {};
  const flags = ['AlertLoanDelinquent', 'EstatementAlert'];
  if (withDueDates) {
    for (let n = 1; n <= 4; n += 1)
      flags.push(`AlertLoanDueDate${n}`, `AlertLoanDueDate${n}Before`);
  }
  for (const name of flags) {
    const flag = field(group, name);
    if (flag === undefined || flag === null) continue;
    if (typeof flag !== 'boolean') throw invalid();
    out[name] = flag;
  }
  if (withDueDates) {
    for (let n = 1; n <= 4; n += 1) {
      const raw = field(group, `AlertLoanDueDate${n}Days`);
      if (raw === undefined || raw === null || raw === '') continue;
      const days = Number(raw);
      if (!Number.isSafeInteger(days) || days < 0 || days > ALERT_DAYS_MAX)
        throw new AlertRefusal(ALERT_DAYS_INVALID);
      out[`AlertLoanDueDate${n}Days`] = days;
    }
  }
  return out;
}

/** The alert days limit the portal's form states too, with the same message. */
const ALERT_DAYS_MAX = 999;
const ALERT_DAYS_FIELDS = ['TextAlerts', 'EmailAlerts'].flatMap((group) =>
  [1, 2, 3, 4].map((n) => `${group}.AlertLoanDueDate${n}Days`),
);
const ALERT_DAYS_INVALID = `Days must be a number from 0 to ${ALERT_DAYS_MAX}.`;

/** A value the borrower typed and can correct: answered with a message, not a bare 400. */
class AlertRefusal extends Error {}

function saveAlerts(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  let alerts;
  try {
    alerts = {
      TextAlerts: readAlertGroup(field(ctx.body, 'TextAlerts'), false),
      EmailAlerts: readAlertGroup(field(ctx.body, 'EmailAlerts'), true),
    };
  } catch (error) {
    if (error instanceof AlertRefusal) return ok(errorEnvelope(error.message));
    throw error;
  }
  saveAlertsJson(ctx.services.db, account.number, JSON.stringify(alerts));
  return success();
}

function statementList(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  const yearText = ctx.query.get('Year');
  const year = yearText ? Number(yearText) : ctx.now.getUTCFullYear();
  if (!Number.isSafeInteger(year) || year < 1900 || year > 3000) throw invalid();
  return ok({
    HasNoErrors: true,
    Errors: [],
    StatementList: listStatements(ctx.services.db, account.number, year).map((row) => ({
      Date: row.statement_date,
      Id: row.id,
      Number: row.account_number,
      Type: row.type,
      Provider: row.provider,
    })),
  });
}

function setFormat(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  const format = field(ctx.body, 'Format');
  if (format !== 'ElectronicOnly' && format !== 'PaperOnly') throw invalid();
  const user = findUserById(ctx.services.db, ctx.user.id);
  if (format === 'ElectronicOnly' && !user?.email) return ok(errorEnvelope('NoEmailAddress'));
  setStatementFormat(ctx.services.db, account.number, format, instant(ctx.now));
  return success();
}

function passableToken(ctx: SignedInContext) {
  return ok(
    createDownloadToken(
      ctx.services.db,
      'passable',
      ctx.token,
      {
        user_id: ctx.user.id,
        account_number: '',
        days: 0,
        download_type: FILE_TYPES.Pdf,
        effective_date: '',
      },
      ctx.now,
    ),
  );
}

/** A statement as a PDF, for the holder of a passable token whose user owns the account. */
function statementPdf(ctx: RequestContext, token: string, statementId: string) {
  const row = redeemDownloadToken(ctx.services.db, token, 'passable', ctx.now);
  if (!row) throw unauthorized();
  const statement = findStatement(ctx.services.db, statementId);
  if (!statement || !findOwnAccount(ctx.services.db, row.user_id, statement.account_number)) {
    throw new HttpError(403, 'AccountNotAuthorized');
  }
  return fileReply({
    contentType: 'application/pdf',
    inline: true,
    fileName: `statement-${statement.id}.pdf`,
    bytes: samplePdf([
      `Statement ${statement.statement_date.slice(0, 10)}`,
      `Account ${statement.account_number} (${statement.type})`,
    ]),
  });
}

function amsiveStatementUrl(ctx: SignedInContext) {
  const account = ownAccount(ctx);
  const id = ctx.query.get('Id') ?? '';
  const statement = findStatement(ctx.services.db, id);
  if (!statement || statement.account_number !== account.number) {
    return ok({ ...errorEnvelope('NotFound'), StatementUrl: null });
  }
  const token = passableToken(ctx).body;
  // The spec's ViewStatement fields (spec 3 §7), as the portal itself sends them: the contract
  // parses every one of them before the token is checked.
  const query = new URLSearchParams({
    Date: statement.statement_date,
    Number: statement.account_number,
    Start: '',
    End: '',
    Type: String(statement.type),
    Id: id,
    token: String(token),
  });
  return ok({
    HasNoErrors: true,
    Errors: [],
    StatementUrl: `/api/AccountEstatements/ViewStatement?${query.toString()}`,
  });
}

export const loanRoutes: RouteDefinition[] = [
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/AccountHistory',
    accountNumber: { in: 'query', name: 'accountNumber' },
    handle: accountHistory,
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/AccountHistory/RetrieveDownloadToken',
    accountNumber: { in: 'body', name: 'AccountNumber' },
    exampleBody: { DaysOfHistory: 30, DownloadType: 0 },
    handle: retrieveHistoryDownloadToken,
  }),
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/AccountHistory/DownloadAccountHistory',
    handle: downloadHistory,
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/Account/UpdateAddress',
    accountNumber: { in: 'body', name: 'AccountNumber' },
    exampleBody: {
      Address: { Address1: '1 Shore Rd', City: 'Lakeside', State: 'MI', ZipCode: '49116' },
    },
    handle: updateAddress,
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/Insurance/GetInsuranceInformation',
    accountNumber: { in: 'body', name: 'accountNumber' },
    handle: insurance,
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/PaymentInformation/RetrieveDownloadToken',
    accountNumber: { in: 'body', name: 'AccountNumber' },
    handle: retrievePayoffToken,
  }),
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/PaymentInformation/DownloadPayoffQuoteBreakdown',
    handle: downloadPayoff,
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/Account/ShowHideAccount',
    accountNumber: { in: 'body', name: 'AccountNumber' },
    handle: showHideAccount,
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/AccountAlerts',
    accountNumber: { in: 'body', name: 'AccountNumber' },
    // A days value that is not a number 0-999 gets the spec's message from the alert rule.
    ruleChecked: ALERT_DAYS_FIELDS,
    handle: saveAlerts,
  }),
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/AccountEStatements/GetStatementList',
    accountNumber: { in: 'query', name: 'AccountNumber' },
    handle: statementList,
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/AccountEStatements/SetStatementFormat',
    accountNumber: { in: 'body', name: 'AccountNumber' },
    exampleBody: { AccountType: 0, Format: 'PaperOnly' },
    handle: setFormat,
  }),
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/PassableToken/GetPassableToken',
    handle: passableToken,
  }),
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/AccountEstatements/ViewStatement',
    handle: (ctx) => statementPdf(ctx, ctx.query.get('token') ?? '', ctx.query.get('Id') ?? ''),
  }),
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/AccountEStatements/GetBroadridgeDocument',
    handle: (ctx) =>
      statementPdf(ctx, ctx.query.get('token') ?? '', ctx.query.get('documentId') ?? ''),
  }),
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/AccountEstatements/GetAmsiveStatementUrl',
    accountNumber: { in: 'query', name: 'Number' },
    handle: amsiveStatementUrl,
  }),
];

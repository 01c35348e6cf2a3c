// Calls of the loan details page (spec 3 §7): history and its download, address edit, insurance,
// payoff quote, hiding, alerts, e-statements. Each is declared from its contract endpoint: the
// handler reads the request as the contract parsed it and answers in the contract's shape.
import {
  accountHistory as historyEndpoint,
  historyDownloadToken,
} from '@portal/api-contract/servicing/account-history';
import {
  amsiveStatementUrl as amsiveEndpoint,
  saveAlerts as alertsEndpoint,
  setStatementFormat as formatEndpoint,
  statementList as statementListEndpoint,
} from '@portal/api-contract/servicing/alerts-and-statements';
import {
  broadridgeDocument,
  downloadAccountHistory,
  downloadPayoffQuoteBreakdown,
  viewStatement,
} from '@portal/api-contract/servicing/documents-opened';
import { passableToken as passableEndpoint } from '@portal/api-contract/servicing/passable-token';
import {
  hideAccount as hideEndpoint,
  insurance as insuranceEndpoint,
  payoffDownloadToken,
} from '@portal/api-contract/servicing/loan-actions';
import { updateAddress as addressEndpoint } from '@portal/api-contract/servicing/loan-address';
import { addressProblem } from '../rules/address-rules.ts';
import { HttpError, invalid, unauthorized } from '../http/http-error.ts';
import { fileReply, refusal } from '../http/reply.ts';
import {
  answer,
  publicCall,
  SUCCESS,
  userCall,
  type ContractBody,
  type ContractInput,
  type PublicCallContext,
  type UserCallContext,
} from '../http/contract-route.ts';
import { scopedAccountNumber, type RouteDefinition } from '../http/route-definition.ts';
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

function ownAccount(ctx: UserCallContext) {
  const account = findOwnAccount(ctx.services.db, ctx.user.id, scopedAccountNumber(ctx));
  if (!account) throw new Error('account vanished');
  return account;
}

/** A positive whole number of days (the contract has already read it as digits). */
function readDays(value: string | number): number {
  const days = Number(value);
  if (!Number.isSafeInteger(days) || days <= 0 || days > 100_000) throw invalid();
  return days;
}

function historySince(days: number | 'all', now: Date): string | undefined {
  return days === 'all' ? undefined : calendarDate(addDays(now, -days));
}

// Each row mapper returns the contract's item type, so a field the contract lacks fails the type
// check here (a mapped array is not checked for extra fields where it is answered).
type ListItem<L> = NonNullable<L> extends readonly (infer I)[] ? I : never;

const toHistoryItem = (
  row: HistoryRow,
): ListItem<ContractBody<typeof historyEndpoint>['List']> => ({
  TransactionDate: row.tx_date,
  TransactionTime: row.tx_time,
  TransactionDescription: row.description,
  PrincipalAmount: row.principal,
  InterestAmount: row.interest,
  OtherAmount: row.other,
  TotalPaymentAmount: row.total,
  RunningPrincipalBalance: row.running_balance,
});

function accountHistory(ctx: UserCallContext, input: ContractInput<typeof historyEndpoint>) {
  const account = ownAccount(ctx);
  const days = readDays(input.days);
  const rows = listHistory(ctx.services.db, account.number, historySince(days, ctx.now));
  return answer(historyEndpoint, { ...SUCCESS, List: rows.map(toHistoryItem) });
}

function retrieveHistoryDownloadToken(
  ctx: UserCallContext,
  input: ContractInput<typeof historyDownloadToken>,
) {
  const account = ownAccount(ctx);
  const token = createDownloadToken(
    ctx.services.db,
    'history-download',
    ctx.token,
    {
      user_id: ctx.user.id,
      account_number: account.number,
      days: readDays(input.DaysOfHistory),
      download_type: input.DownloadType,
      effective_date: '',
    },
    ctx.now,
  );
  return answer(historyDownloadToken, token);
}

const money2 = (value: number) => value.toFixed(2);

function downloadHistory(
  ctx: PublicCallContext,
  input: ContractInput<typeof downloadAccountHistory>,
) {
  const row = redeemDownloadToken(ctx.services.db, input.token, 'history-download', ctx.now);
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

function updateAddress(ctx: UserCallContext, input: ContractInput<typeof addressEndpoint>) {
  const account = ownAccount(ctx);
  const address1 = input.Address.Address1.trim();
  const city = input.Address.City.trim();
  const state = input.Address.State.trim().toUpperCase();
  const zip = input.Address.ZipCode.trim();
  const problem = addressProblem({ address1, city, state, zipCode: zip }, 'mailing');
  if (problem) return refusal(LOAN_ADDRESS_CODES[problem]);
  saveAccountAddress(ctx.services.db, account.number, { address1, city, state, zip });
  return answer(addressEndpoint, {
    ...SUCCESS,
    Address: { Address1: address1, City: city, State: state, ZipCode: zip },
  });
}

function insurance(ctx: UserCallContext) {
  const account = ownAccount(ctx);
  const rows = listInsurance(ctx.services.db, account.number);
  return answer(insuranceEndpoint, {
    ...SUCCESS,
    Insurances: rows.map((row): ListItem<ContractBody<typeof insuranceEndpoint>['Insurances']> => ({
      Type: row.type,
      IsIndividual: row.is_individual,
      Premium: row.premium,
      CoverageAmount: row.coverage,
    })),
  });
}

/** Today's date or later, as "YYYY-MM-DDT00:00:00" (the contract read "YYYY-MM-DD…"). */
function readPayoffDate(value: string, now: Date): string | 'before-today' {
  const today = calendarDate(now);
  const date = `${value.slice(0, 10)}T00:00:00`;
  if (Number.isNaN(new Date(`${date}Z`).getTime())) throw invalid();
  return date < today ? 'before-today' : date;
}

function retrievePayoffToken(
  ctx: UserCallContext,
  input: ContractInput<typeof payoffDownloadToken>,
) {
  const account = ownAccount(ctx);
  const date = readPayoffDate(input.EffectiveDate, ctx.now);
  // The same code as the quote itself (GetPayOffQuote): one rule, one code.
  if (date === 'before-today') return refusal('InvalidPayOffDate');
  const token = createDownloadToken(
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
  );
  return answer(payoffDownloadToken, token);
}

function downloadPayoff(
  ctx: PublicCallContext,
  input: ContractInput<typeof downloadPayoffQuoteBreakdown>,
) {
  const row = redeemDownloadToken(ctx.services.db, input.downloadToken, 'payoff-download', ctx.now);
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

function showHideAccount(ctx: UserCallContext) {
  const account = ownAccount(ctx);
  hideAccount(ctx.services.db, account.number, instant(ctx.now));
  return answer(hideEndpoint, SUCCESS);
}

type AlertGroup = ContractInput<typeof alertsEndpoint>['TextAlerts'];

/** The flags and day counts of one group that the portal stores; a bad day count is refused. */
function readAlertGroup(group: AlertGroup, withDueDates: boolean) {
  // Names are matched case-insensitively, as the back end binds them.
  const valueOf = (name: string): unknown =>
    Object.entries(group).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const out: Record<string, boolean | number> = {};
  const flags = ['AlertLoanDelinquent', 'EstatementAlert'];
  if (withDueDates) {
    for (let n = 1; n <= 4; n += 1)
      flags.push(`AlertLoanDueDate${n}`, `AlertLoanDueDate${n}Before`);
  }
  for (const name of flags) {
    const flag = valueOf(name);
    if (flag === undefined || flag === null) continue;
    if (typeof flag !== 'boolean') throw invalid();
    out[name] = flag;
  }
  if (withDueDates) {
    for (let n = 1; n <= 4; n += 1) {
      // Rule-checked: it arrives as sent, so a text or a negative gets the spec's message.
      const raw = valueOf(`AlertLoanDueDate${n}Days`);
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

function saveAlerts(ctx: UserCallContext, input: ContractInput<typeof alertsEndpoint>) {
  const account = ownAccount(ctx);
  let alerts;
  try {
    alerts = {
      TextAlerts: readAlertGroup(input.TextAlerts, false),
      EmailAlerts: readAlertGroup(input.EmailAlerts, true),
    };
  } catch (error) {
    if (error instanceof AlertRefusal) return refusal(error.message);
    throw error;
  }
  saveAlertsJson(ctx.services.db, account.number, JSON.stringify(alerts));
  return answer(alertsEndpoint, SUCCESS);
}

function statementList(ctx: UserCallContext, input: ContractInput<typeof statementListEndpoint>) {
  const account = ownAccount(ctx);
  const year = Number(input.Year);
  if (year < 1900 || year > 3000) throw invalid();
  return answer(statementListEndpoint, {
    ...SUCCESS,
    StatementList: listStatements(ctx.services.db, account.number, year).map(
      (row): ListItem<ContractBody<typeof statementListEndpoint>['StatementList']> => ({
        Date: row.statement_date,
        Id: row.id,
        Number: row.account_number,
        Type: row.type,
        Provider: row.provider,
      }),
    ),
  });
}

function setFormat(ctx: UserCallContext, input: ContractInput<typeof formatEndpoint>) {
  const account = ownAccount(ctx);
  const user = findUserById(ctx.services.db, ctx.user.id);
  if (input.Format === 'ElectronicOnly' && !user?.email) return refusal('NoEmailAddress');
  setStatementFormat(ctx.services.db, account.number, input.Format, instant(ctx.now));
  return answer(formatEndpoint, SUCCESS);
}

function mintPassableToken(ctx: UserCallContext): string {
  return createDownloadToken(
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
  );
}

/** A statement as a PDF, for the holder of a passable token whose user owns the account. */
function statementPdf(ctx: PublicCallContext, token: string, statementId: string) {
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

function amsiveStatementUrl(ctx: UserCallContext, input: ContractInput<typeof amsiveEndpoint>) {
  const account = ownAccount(ctx);
  const statement = findStatement(ctx.services.db, input.Id);
  if (!statement || statement.account_number !== account.number) {
    return refusal('NotFound', { StatementUrl: null });
  }
  // The spec's ViewStatement fields (spec 3 §7), as the portal itself sends them: the contract
  // parses every one of them before the token is checked.
  const query = new URLSearchParams({
    Date: statement.statement_date,
    Number: statement.account_number,
    Start: '',
    End: '',
    Type: String(statement.type),
    Id: input.Id,
    token: mintPassableToken(ctx),
  });
  return answer(amsiveEndpoint, {
    ...SUCCESS,
    StatementUrl: `/api/AccountEstatements/ViewStatement?${query.toString()}`,
  });
}

export const loanRoutes: RouteDefinition[] = [
  userCall(historyEndpoint, {
    area: 'servicing',
    accountField: 'accountNumber',
    handle: accountHistory,
  }),
  userCall(historyDownloadToken, {
    area: 'servicing',
    accountField: 'AccountNumber',
    handle: retrieveHistoryDownloadToken,
  }),
  publicCall(downloadAccountHistory, { area: 'servicing', handle: downloadHistory }),
  userCall(addressEndpoint, {
    area: 'servicing',
    accountField: 'AccountNumber',
    handle: updateAddress,
  }),
  userCall(insuranceEndpoint, {
    area: 'servicing',
    accountField: 'accountNumber',
    handle: insurance,
  }),
  userCall(payoffDownloadToken, {
    area: 'servicing',
    accountField: 'AccountNumber',
    handle: retrievePayoffToken,
  }),
  publicCall(downloadPayoffQuoteBreakdown, { area: 'servicing', handle: downloadPayoff }),
  userCall(hideEndpoint, {
    area: 'servicing',
    accountField: 'AccountNumber',
    handle: showHideAccount,
  }),
  userCall(alertsEndpoint, {
    area: 'servicing',
    accountField: 'AccountNumber',
    // A days value that is not a number 0-999 gets the spec's message from the alert rule.
    ruleChecked: ALERT_DAYS_FIELDS,
    handle: saveAlerts,
  }),
  userCall(statementListEndpoint, {
    area: 'servicing',
    accountField: 'AccountNumber',
    handle: statementList,
  }),
  userCall(formatEndpoint, {
    area: 'servicing',
    accountField: 'AccountNumber',
    handle: setFormat,
  }),
  userCall(passableEndpoint, {
    area: 'servicing',
    handle: (ctx) => answer(passableEndpoint, mintPassableToken(ctx)),
  }),
  publicCall(viewStatement, {
    area: 'servicing',
    handle: (ctx, input) => statementPdf(ctx, input.token, input.Id),
  }),
  publicCall(broadridgeDocument, {
    area: 'servicing',
    handle: (ctx, input) => statementPdf(ctx, input.token, input.documentId),
  }),
  userCall(amsiveEndpoint, {
    area: 'servicing',
    accountField: 'Number',
    handle: amsiveStatementUrl,
  }),
];

// POST /api/AgreementLogging (spec 2 §7) and the agreement records the payment flow reads
// (path not shown in the spec: GET on the same path, listed in the README).
import * as v from 'valibot';
import { field, optionalBoolean, optionalString } from '../http/fields.ts';
import { invalid } from '../http/http-error.ts';
import { ok } from '../http/reply.ts';
import { userRoute, type RouteDefinition, type SignedInContext } from '../http/route-definition.ts';
import { execute, readRows } from '../store/database.ts';
import { calendarDate, instant } from '../time/dates.ts';

const HOST_NUMBER_BASE = 11337;

function listAgreements(ctx: SignedInContext) {
  const rows = readRows(
    ctx.services.db,
    v.object({ date_of_terms: v.string(), date_of_agreement: v.string() }),
    'SELECT date_of_terms, date_of_agreement FROM web_agreement_logs WHERE user_id = ? ORDER BY id',
    ctx.user.id,
  );
  return ok({
    HasNoErrors: true,
    Errors: [],
    Agreements: rows.map((row) => ({
      DateOfTerms: row.date_of_terms,
      DateOfAgreement: row.date_of_agreement,
    })),
  });
}

function logAgreements(ctx: SignedInContext) {
  const list = field(ctx.body, 'Agreements');
  if (!Array.isArray(list) || list.length === 0 || list.length > 5) throw invalid();
  const hostNumbers = list.map((value) => (typeof value === 'number' ? value : NaN));
  if (
    hostNumbers.some(
      (n) => !Number.isInteger(n) || n < HOST_NUMBER_BASE || n >= HOST_NUMBER_BASE + 5,
    )
  )
    throw invalid();
  optionalString(ctx.body, 'UserName', 128);
  optionalBoolean(ctx.body, 'TurnEStatementsOn');
  optionalBoolean(ctx.body, 'UnRestrictEmail');
  // One record per agreement accepted, dated today (the terms in force today).
  for (let count = 0; count < hostNumbers.length; count += 1) {
    execute(
      ctx.services.db,
      'INSERT INTO web_agreement_logs (user_id, date_of_terms, date_of_agreement) VALUES (?, ?, ?)',
      ctx.user.id,
      calendarDate(ctx.now),
      instant(ctx.now),
    );
  }
  return ok({ HasNoErrors: true, Errors: [] });
}

export const paymentAgreementRoutes: readonly RouteDefinition[] = [
  userRoute({
    area: 'payments',
    method: 'GET',
    path: '/api/AgreementLogging',
    handle: listAgreements,
  }),
  userRoute({
    area: 'payments',
    method: 'POST',
    path: '/api/AgreementLogging',
    exampleBody: { Agreements: [11337] },
    handle: logAgreements,
  }),
];

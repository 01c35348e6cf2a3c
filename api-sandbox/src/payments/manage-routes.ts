// Deleting recurring and scheduled payments (spec 2 §7), plus the sandbox's own switch for tests.
import * as v from 'valibot';
import { optionalBoolean, optionalString, requireString } from '../http/fields.ts';
import { accountNotAuthorized, badRequest } from '../http/http-error.ts';
import { ok } from '../http/reply.ts';
import {
  publicRoute,
  userRoute,
  type RequestContext,
  type RouteDefinition,
  type SignedInContext,
} from '../http/route-definition.ts';
import { findOwnAccount } from '../store/accounts.ts';
import { execute, integer, inTransaction, readRow, readRows } from '../store/database.ts';
import {
  accountFlags,
  decryptHandle,
  newPassableToken,
  saveAccountFlags,
} from './payment-store.ts';
import { flagOf, optionsOf } from './settings.ts';
import { optionalNumber, refusal, requireObject } from './wire-fields.ts';

function readTarget(ctx: SignedInContext, kind: 'S' | 'R') {
  const payment = requireObject(ctx.body, 'Payment');
  const handle = requireString(payment, 'EncryptedString', 256);
  const accountNumber = requireString(payment, 'LoanAccountNumber', 32);
  optionalString(ctx.body, 'Token', 256);
  if (!findOwnAccount(ctx.services.db, ctx.user.id, accountNumber)) throw accountNotAuthorized();
  return { id: decryptHandle(kind, handle), accountNumber };
}

function deleteRecurring(isCard: boolean) {
  return (ctx: SignedInContext) => {
    const { db } = ctx.services;
    const { id, accountNumber } = readTarget(ctx, 'R');
    const row =
      id === null
        ? undefined
        : readRow(
            db,
            v.object({ id: integer, is_card: integer }),
            `SELECT r.id, m.is_card FROM recurring_payments r JOIN payment_methods m ON m.id = r.payment_method_id
              WHERE r.id = ? AND r.account_number = ?`,
            id,
            accountNumber,
          );
    if (!row || (row.is_card === 1) !== isCard)
      return refusal('ErrorDeletingPayment', { Token: null });
    if (!flagOf(optionsOf(db), 'Payments.AllowDeleteRecurring'))
      return refusal(isCard ? 'DeleteRecurringCardNotAllowed' : 'DeleteRecurringAchNotAllowed', {
        Token: null,
      });
    inTransaction(db, () => {
      execute(db, 'DELETE FROM payments_recurring_details WHERE recurring_id = ?', row.id);
      execute(db, 'DELETE FROM recurring_payments WHERE id = ?', row.id);
    });
    return ok({ HasNoErrors: true, Errors: [], Token: newPassableToken() });
  };
}

function deleteScheduled(isCard: boolean) {
  return (ctx: SignedInContext) => {
    const { db } = ctx.services;
    const { id, accountNumber } = readTarget(ctx, 'S');
    const row =
      id === null
        ? undefined
        : readRow(
            db,
            v.object({ id: integer, is_card: integer }),
            `SELECT s.id, m.is_card FROM scheduled_payments s JOIN payment_methods m ON m.id = s.payment_method_id
              WHERE s.id = ? AND s.account_number = ?`,
            id,
            accountNumber,
          );
    if (!row || (row.is_card === 1) !== isCard)
      return refusal('ErrorDeletingPayment', { Token: null });
    if (!flagOf(optionsOf(db), 'Payments.AllowDeleteScheduled'))
      return refusal(isCard ? 'ScheduledCardCannotBeModified' : 'ScheduledAchCannotBeModified', {
        Token: null,
      });
    execute(db, 'DELETE FROM scheduled_payments WHERE id = ?', row.id);
    return ok({ HasNoErrors: true, Errors: [], Token: newPassableToken() });
  };
}

/** Sandbox only: sets an account's payment switches (blocks, errors, mail preference) for tests. */
function setAccountFlags({ services, body }: RequestContext) {
  const accountNumber = requireString(body, 'AccountNumber', 32);
  const exists = readRow(
    services.db,
    v.object({ number: v.string() }),
    'SELECT number FROM accounts WHERE number = ?',
    accountNumber,
  );
  if (!exists) throw badRequest(`Unknown account "${accountNumber}"`);
  const current = accountFlags(services.db, accountNumber);
  const flag = (name: string, value: number) => {
    const given = optionalBoolean(body, name);
    return given === undefined ? value : given ? 1 : 0;
  };
  const next = {
    block_ach: flag('BlockAch', current.block_ach),
    block_card: flag('BlockCard', current.block_card),
    allow_cards: flag('AllowCards', current.allow_cards),
    restriction_code: optionalString(body, 'RestrictionCode', 64) ?? current.restriction_code,
    info_error: optionalString(body, 'InfoError', 64) ?? current.info_error,
    mail_preference: optionalNumber(body, 'MailPreference', current.mail_preference),
    block_immediate_ach_after_cutoff: flag(
      'BlockImmediateAchAfterCutoff',
      current.block_immediate_ach_after_cutoff,
    ),
  };
  saveAccountFlags(services.db, accountNumber, next);
  return ok({ ok: true });
}

/**
 * Sandbox only: the payments stored for one loan (posted, scheduled, recurring), so journeys can
 * count what the back end really took after a network fault.
 */
function storedPayments({ services, query }: RequestContext) {
  const accountNumber = query.get('accountNumber') ?? '';
  const references = (sql: string) =>
    readRows(services.db, v.object({ reference: v.string() }), sql, accountNumber).map(
      (row) => row.reference,
    );
  return ok({
    Posted: references(
      'SELECT reference_number AS reference FROM payments_posted WHERE account_number = ? ORDER BY id',
    ),
    Scheduled: references(
      'SELECT confirmation_number AS reference FROM scheduled_payments WHERE account_number = ? ORDER BY id',
    ),
    Recurring: references(
      `SELECT d.reference_number AS reference FROM recurring_payments r
         JOIN payments_recurring_details d ON d.recurring_id = r.id WHERE r.account_number = ? ORDER BY r.id`,
    ),
  });
}

export const paymentManageRoutes: readonly RouteDefinition[] = [
  ...(['PaymentRecurring', 'PaymentScheduled'] as const).flatMap((group) =>
    (['Ach', 'Card'] as const).map((type) =>
      userRoute({
        area: 'payments',
        method: 'POST',
        path: `/api/${group}/Delete${type}`,
        exampleBody: { Payment: { EncryptedString: 'x', LoanAccountNumber: '00011002347' } },
        handle:
          group === 'PaymentRecurring'
            ? deleteRecurring(type === 'Card')
            : deleteScheduled(type === 'Card'),
      }),
    ),
  ),
  publicRoute({
    area: 'sandbox-control',
    method: 'POST',
    path: '/__sandbox/payments/account-flags',
    handle: setAccountFlags,
  }),
  publicRoute({
    area: 'sandbox-control',
    method: 'GET',
    path: '/__sandbox/payments/stored',
    handle: storedPayments,
  }),
];

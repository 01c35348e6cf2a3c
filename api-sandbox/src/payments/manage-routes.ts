// Deleting recurring and scheduled payments (spec 2 §7), plus the sandbox's own switch for tests.
import {
  deleteRecurringAch,
  deleteRecurringCard,
  deleteScheduledAch,
  deleteScheduledCard,
} from '@portal/api-contract/payments/delete-payment';
import * as v from 'valibot';
import {
  answer,
  SUCCESS,
  userCall,
  type ContractInput,
  type ContractReply,
  type UserCallContext,
} from '../http/contract-route.ts';
import { accountNotAuthorized, badRequest, invalid } from '../http/http-error.ts';
import { ok, refusal } from '../http/reply.ts';
import { canonicalNames } from '../http/request-input.ts';
import {
  publicRoute,
  type RequestContext,
  type RouteDefinition,
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

/** The four delete calls take and answer the same shapes. */
type DeleteEndpoint = typeof deleteRecurringAch;
type DeleteInput = ContractInput<DeleteEndpoint>;
type DeleteReply = ContractReply<DeleteEndpoint>;

const deleted = (): DeleteReply =>
  answer(deleteRecurringAch, { ...SUCCESS, Token: newPassableToken() });

/** The payment to delete; its loan is named inside the payment, so it is checked here. */
function readTarget(ctx: UserCallContext, { Payment }: DeleteInput, kind: 'S' | 'R') {
  if (!findOwnAccount(ctx.services.db, ctx.user.id, Payment.LoanAccountNumber))
    throw accountNotAuthorized();
  return {
    id: decryptHandle(kind, Payment.EncryptedString),
    accountNumber: Payment.LoanAccountNumber,
  };
}

function deleteRecurring(isCard: boolean) {
  return (ctx: UserCallContext, input: DeleteInput): DeleteReply => {
    const { db } = ctx.services;
    const { id, accountNumber } = readTarget(ctx, input, 'R');
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
    return deleted();
  };
}

function deleteScheduled(isCard: boolean) {
  return (ctx: UserCallContext, input: DeleteInput): DeleteReply => {
    const { db } = ctx.services;
    const { id, accountNumber } = readTarget(ctx, input, 'S');
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
    return deleted();
  };
}

const SwitchSchema = v.nullish(v.boolean());
const CodeSchema = v.nullish(v.pipe(v.string(), v.maxLength(64)));

/** The switches a test may set; one left out or null keeps its value. */
const AccountFlagsRequestSchema = v.object({
  AccountNumber: v.pipe(v.string(), v.nonEmpty(), v.maxLength(32)),
  BlockAch: SwitchSchema,
  BlockCard: SwitchSchema,
  AllowCards: SwitchSchema,
  BlockImmediateAchAfterCutoff: SwitchSchema,
  RestrictionCode: CodeSchema,
  InfoError: CodeSchema,
  MailPreference: v.nullish(v.number()),
});

/** Sandbox only: sets an account's payment switches (blocks, errors, mail preference) for tests. */
function setAccountFlags({ services, body }: RequestContext) {
  const parsed = v.safeParse(
    AccountFlagsRequestSchema,
    canonicalNames(AccountFlagsRequestSchema, body),
  );
  if (!parsed.success) throw invalid();
  const sent = parsed.output;
  const accountNumber = sent.AccountNumber;
  const exists = readRow(
    services.db,
    v.object({ number: v.string() }),
    'SELECT number FROM accounts WHERE number = ?',
    accountNumber,
  );
  if (!exists) throw badRequest(`Unknown account "${accountNumber}"`);
  const current = accountFlags(services.db, accountNumber);
  const flag = (given: boolean | null | undefined, value: number) =>
    given === undefined || given === null ? value : given ? 1 : 0;
  const next = {
    block_ach: flag(sent.BlockAch, current.block_ach),
    block_card: flag(sent.BlockCard, current.block_card),
    allow_cards: flag(sent.AllowCards, current.allow_cards),
    restriction_code: sent.RestrictionCode ?? current.restriction_code,
    info_error: sent.InfoError ?? current.info_error,
    mail_preference: sent.MailPreference ?? current.mail_preference,
    block_immediate_ach_after_cutoff: flag(
      sent.BlockImmediateAchAfterCutoff,
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

const deleteRoute = (endpoint: DeleteEndpoint, handle: ReturnType<typeof deleteRecurring>) =>
  userCall(endpoint, { area: 'payments', handle });

export const paymentManageRoutes: readonly RouteDefinition[] = [
  deleteRoute(deleteRecurringAch, deleteRecurring(false)),
  deleteRoute(deleteRecurringCard, deleteRecurring(true)),
  deleteRoute(deleteScheduledAch, deleteScheduled(false)),
  deleteRoute(deleteScheduledCard, deleteScheduled(true)),
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

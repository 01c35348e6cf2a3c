// Money-moving calls are idempotent (IETF draft-ietf-httpapi-idempotency-key-header): the portal
// makes an `Idempotency-Key` when the borrower confirms a payment and sends it with every try of
// that payment. The first answer is stored with the key, for the borrower who sent it; a repeat
// gets that answer again and moves no money; the same key with another request is refused.
import * as v from 'valibot';
import { createHash } from 'node:crypto';
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import type { ContractInput, ContractReply, UserCallContext } from '../http/contract-route.ts';
import { HttpError } from '../http/http-error.ts';
import { refusal } from '../http/reply.ts';
import { execute, inTransaction, integer, readRow } from '../store/database.ts';
import { instant } from '../time/dates.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * A key answers repeats for a day: long enough for any retry a borrower or a client makes after
 * a lost answer, short enough that the table does not grow without bound.
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Opaque keys of 16 to 128 URL-safe characters (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** What the route table tests send so a money-moving call gets past the key check. */
export const EXAMPLE_IDEMPOTENCY = { 'Idempotency-Key': 'route-table-test-key-0001' };

export const KEY_MISSING = 'IdempotencyKeyRequired';
export const KEY_REUSED = 'IdempotencyKeyReused';

/** JSON with its object keys sorted, so the same request always has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The request as the contract parsed it: the same payment sent again has the same print. */
const fingerprintOf = (ctx: UserCallContext, input: unknown): string =>
  createHash('sha256')
    .update(`${ctx.method} ${ctx.path}\n${canonical(input)}`)
    .digest('hex');

function readKey(ctx: UserCallContext): string {
  const raw = ctx.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) throw new HttpError(400, KEY_MISSING);
  return key;
}

const StoredAnswerSchema = v.object({
  fingerprint: v.string(),
  status: integer,
  body: v.string(),
});

/**
 * Wraps a money-moving handler of `endpoint`, keeping its typed input and answer. The key is
 * looked up, the money moved and the answer stored in ONE transaction (issue 52): a crash between
 * the payment and the stored answer undoes both, so a retry with the key pays once; and as the
 * transaction takes SQLite's write lock first (BEGIN IMMEDIATE), a second worker on the same
 * file waits, then finds the stored answer. A request refused before it is processed (400 for a
 * malformed body) never reaches here, so it is not stored.
 */
export function idempotent<E extends AnyEndpoint>(
  _endpoint: E,
  handle: (ctx: UserCallContext, input: ContractInput<E>) => ContractReply<E>,
) {
  return (ctx: UserCallContext, input: ContractInput<E>): ContractReply<E> => {
    const { db } = ctx.services;
    const key = readKey(ctx);
    const fingerprint = fingerprintOf(ctx, input);
    return inTransaction(db, () => answerOnce(ctx, input, key, fingerprint, handle));
  };
}

function answerOnce<E extends AnyEndpoint>(
  ctx: UserCallContext,
  input: ContractInput<E>,
  key: string,
  fingerprint: string,
  handle: (ctx: UserCallContext, input: ContractInput<E>) => ContractReply<E>,
): ContractReply<E> {
  const { db } = ctx.services;
  execute(
    db,
    'DELETE FROM payments_idempotency WHERE created_at < ?',
    instant(new Date(ctx.now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)),
  );
  const stored = readRow(
    db,
    StoredAnswerSchema,
    'SELECT fingerprint, status, body FROM payments_idempotency WHERE user_id = ? AND idempotency_key = ?',
    ctx.user.id,
    key,
  );
  if (stored) {
    if (stored.fingerprint !== fingerprint)
      return {
        ...refusal(KEY_REUSED, {
          Message:
            'This Idempotency-Key was first sent with a different request. A new payment needs a new key.',
        }),
        status: 422,
      };
    // Stored from this handler's own answer for the same key, so it has the answer's type.
    return { status: stored.status, body: JSON.parse(stored.body) } as ContractReply<E>;
  }
  const reply = handle(ctx, input);
  execute(
    db,
    `INSERT INTO payments_idempotency (user_id, idempotency_key, fingerprint, status, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    ctx.user.id,
    key,
    fingerprint,
    reply.status,
    JSON.stringify(reply.body ?? null),
    instant(ctx.now),
  );
  return reply;
}

import { mintPurposeToken, redeemPurposeToken } from '../auth/purpose-tokens.ts';
import { field } from '../http/fields.ts';
import { invalid, unauthorized } from '../http/http-error.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { ok, redirectReply, type Reply } from '../http/reply.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { findUserById } from '../store/users.ts';
import {
  publicRoute,
  userRoute,
  type RequestContext,
  type RouteDefinition,
  type SignedInContext,
} from '../http/route-definition.ts';

// The user-token service (spec 3 §7 "token from a user-token service") and the one outside link
// that uses it: GET /api/ApplyForLoan?token=. The consumer application site never sees a token
// of ours: the back end checks the one-time token and sends the browser on without it.

/** Purposes a signed-in caller may ask a token for, by their wire name. */
const PURPOSES = { ApplyForLoan: 'apply-for-loan' } as const;

function getUserToken(ctx: SignedInContext): Reply {
  const purpose = field(ctx.body, 'Purpose');
  if (purpose !== 'ApplyForLoan') throw invalid();
  return ok(
    mintPurposeToken(
      ctx.services.db,
      { userId: ctx.user.id, sessionToken: ctx.token, purpose: PURPOSES[purpose] },
      ctx.now,
    ),
  );
}

/** Only http(s) destinations: a setting must never turn this into a javascript: link. */
function httpUrl(text: string | undefined): string | null {
  try {
    const url = new URL((text ?? '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function applyForLoan(ctx: RequestContext): Reply {
  const { db } = ctx.services;
  const redeemed = redeemPurposeToken(db, ctx.query.get('token') ?? '', 'apply-for-loan', ctx.now);
  if (!redeemed) throw unauthorized();
  const destination = httpUrl(loadSettings(db).options['Links.ConsumerApplicationUrl']);
  if (destination) return redirectReply(destination);
  // No consumer site configured: the sandbox stands in for it with a plain page.
  const name = findUserById(db, redeemed.userId)?.personal_name ?? '';
  return {
    status: 200,
    body: undefined,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loan application</title></head><body><h1>Loan application</h1><p>Application started for ${escapeHtml(name)}.</p></body></html>`,
  };
}

export const userTokenRoutes: RouteDefinition[] = [
  userRoute({
    area: 'user-token',
    method: 'POST',
    path: '/api/UserToken/GetUserToken',
    exampleBody: { Purpose: 'ApplyForLoan' },
    handle: getUserToken,
  }),
  publicRoute({
    area: 'user-token',
    method: 'GET',
    path: '/api/ApplyForLoan',
    handle: applyForLoan,
  }),
];

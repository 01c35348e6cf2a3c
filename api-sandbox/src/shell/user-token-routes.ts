import { applyForLoan, getUserToken } from '@portal/api-contract/shell/user-token';
import { mintPurposeToken, redeemPurposeToken } from '../auth/purpose-tokens.ts';
import {
  answer,
  publicCall,
  userCall,
  type ContractInput,
  type ContractReply,
  type PublicCallContext,
  type UserCallContext,
} from '../http/contract-route.ts';
import { unauthorized } from '../http/http-error.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { redirectReply } from '../http/reply.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { findUserById } from '../store/users.ts';

// The user-token service (spec 3 §7 "token from a user-token service") and the one outside link
// that uses it: GET /api/ApplyForLoan?token=. The consumer application site never sees a token
// of ours: the back end checks the one-time token and sends the browser on without it.

/** Purposes a signed-in caller may ask a token for, by their wire name. */
const PURPOSES = { ApplyForLoan: 'apply-for-loan' } as const;

function mintUserToken(
  ctx: UserCallContext,
  request: ContractInput<typeof getUserToken>,
): ContractReply<typeof getUserToken> {
  return answer(
    getUserToken,
    mintPurposeToken(
      ctx.services.db,
      { userId: ctx.user.id, sessionToken: ctx.token, purpose: PURPOSES[request.Purpose] },
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

function openLoanApplication(
  ctx: PublicCallContext,
  request: ContractInput<typeof applyForLoan>,
): ContractReply<typeof applyForLoan> {
  const { db } = ctx.services;
  const redeemed = redeemPurposeToken(db, request.token, 'apply-for-loan', ctx.now);
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
  userCall(getUserToken, { area: 'user-token', handle: mintUserToken }),
  publicCall(applyForLoan, { area: 'user-token', handle: openLoanApplication }),
];

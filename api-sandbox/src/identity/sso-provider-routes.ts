import { escapeHtml } from '../http/escape-html.ts';
import { ok } from '../http/reply.ts';
import {
  publicRoute,
  type RequestContext,
  type RouteDefinition,
} from '../http/route-definition.ts';
import * as v from 'valibot';
import { inTransaction, integer, readRows } from '../store/database.ts';
import { createIdentityToken, outbox } from './identity-store.ts';

// The institution's SSO provider as the sandbox plays it, and the sandbox's outbox.
// The page lives under /api/ so the portal's own origin (which forwards /api) serves it: the
// sso profile's SSO.LoginUrl is the origin-relative "/api/__sandbox/sso-login", with no port.

export const SSO_LOGIN_PATH = '/api/__sandbox/sso-login';
export const INVALID_SSO_TOKEN = 'not-a-real-sso-token';
/**
 * An SSO token rides in the portal's URL and is used at once: it is single-use and lives five
 * minutes, so a link left in the history or shared by mistake signs nobody in later.
 */
export const SSO_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

function ssoLoginPage(ctx: RequestContext) {
  const reason = ctx.query.get('reason') ?? '';
  const { db } = ctx.services;
  const users = readRows(
    db,
    v.object({ id: integer, username: v.string(), personal_name: v.string() }),
    'SELECT id, username, personal_name FROM users WHERE locked = 0 ORDER BY id',
  );
  const links = inTransaction(db, () =>
    users.map((user) => {
      const token = createIdentityToken(db, 'sso', user.id, ctx.now, {}, SSO_TOKEN_LIFETIME_MS);
      return `<li><a href="/#/home/sso?token=${token}">Sign in as ${escapeHtml(user.username)} (${escapeHtml(user.personal_name)})</a></li>`;
    }),
  );
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox SSO provider</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 2rem auto">
<h1>Sandbox SSO provider</h1>
${reason ? `<p role="status">Returned with reason: <strong id="sso-reason">${escapeHtml(reason)}</strong></p>` : ''}
<ul>${links.join('')}
<li><a href="/#/home/sso?token=${INVALID_SSO_TOKEN}">Sign in with an invalid token</a></li>
<li><a href="/#/home/sso">Return without a token</a></li></ul>
</body></html>`;
  return { ...ok(null), html };
}

function outboxList(ctx: RequestContext) {
  return ok(
    outbox(ctx.services.db).map((mail) => ({
      Id: mail.id,
      SentAt: mail.sent_at,
      To: mail.recipient,
      Subject: mail.subject,
      Link: mail.link,
      Code: mail.code,
    })),
  );
}

export const ssoProviderRoutes: RouteDefinition[] = [
  publicRoute({ area: 'identity', method: 'GET', path: SSO_LOGIN_PATH, handle: ssoLoginPage }),
  publicRoute({
    area: 'sandbox-control',
    method: 'GET',
    path: '/__sandbox/outbox',
    handle: outboxList,
  }),
];

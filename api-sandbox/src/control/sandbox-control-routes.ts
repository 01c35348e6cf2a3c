import { expireSession } from '../auth/sessions.ts';
import { invalid, notFound } from '../http/http-error.ts';
import { ok } from '../http/reply.ts';
import {
  parseOverrides,
  parseProfileName,
  resolveSettings,
  saveSettings,
} from '../settings/active-settings.ts';
import { listClientErrors } from '../shell/client-errors-store.ts';
import { inTransaction } from '../store/database.ts';
import { AREA_STORES } from '../server/area-stores.ts';
import { restoreSeed } from '../store/open-store.ts';
import { hostileTextRoutes } from './hostile-text.ts';
import {
  publicRoute,
  type RequestContext,
  type RouteDefinition,
} from '../http/route-definition.ts';

// Calls that only the sandbox has, for tests and demos. All live under /__sandbox/.

function reset({ services, body, now }: RequestContext) {
  const profile = parseProfileName(body['profile']);
  const overrides = parseOverrides(body['options']);
  const settings = resolveSettings(profile, overrides);
  inTransaction(services.db, () => {
    restoreSeed(services.db, now, AREA_STORES);
    saveSettings(services.db, profile, overrides);
  });
  return ok({ profile: settings.profile, options: settings.options });
}

function clientErrors({ services }: RequestContext) {
  return ok(
    listClientErrors(services.db).map((row) => ({
      Id: row.id,
      ReceivedAt: row.received_at,
      Message: row.message,
      Stack: row.stack,
      UserAgent: row.user_agent,
      Ip: row.ip,
    })),
  );
}

function expireToken({ services, body, now }: RequestContext) {
  const token = body['UserToken'];
  if (typeof token !== 'string' || token === '' || token.length > 256) throw invalid();
  if (!expireSession(services.db, token, now)) throw notFound();
  return ok({ ok: true });
}

export const sandboxControlRoutes: RouteDefinition[] = [
  publicRoute({ area: 'sandbox-control', method: 'POST', path: '/__sandbox/reset', handle: reset }),
  publicRoute({
    area: 'sandbox-control',
    method: 'GET',
    path: '/__sandbox/client-errors',
    handle: clientErrors,
  }),
  publicRoute({
    area: 'sandbox-control',
    method: 'POST',
    path: '/__sandbox/expire-token',
    handle: expireToken,
  }),
  publicRoute({
    area: 'sandbox-control',
    method: 'GET',
    path: '/__sandbox/health',
    handle: () => ok({ ok: true }),
  }),
  ...hostileTextRoutes,
];

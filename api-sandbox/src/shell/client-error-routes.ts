import { field, optionalTruncatedString } from '../http/fields.ts';
import { invalid } from '../http/http-error.ts';
import { ok } from '../http/reply.ts';
import { insertClientError } from './client-errors-store.ts';
import {
  publicRoute,
  type RequestContext,
  type RouteDefinition,
} from '../http/route-definition.ts';

const MESSAGE_MAX = 2000;
const STACK_MAX = 8000;
const USER_AGENT_MAX = 512;

function reportClientError({ services, body, ip, now }: RequestContext) {
  if (typeof field(body, 'Message') !== 'string') throw invalid();
  insertClientError(
    services.db,
    {
      message: optionalTruncatedString(body, 'Message', MESSAGE_MAX),
      stack: optionalTruncatedString(body, 'Stack', STACK_MAX),
      userAgent: optionalTruncatedString(body, 'UserAgent', USER_AGENT_MAX),
      ip,
    },
    now,
  );
  return ok({ HasNoErrors: true });
}

export const clientErrorRoutes: RouteDefinition[] = [
  publicRoute({
    area: 'client-errors',
    method: 'POST',
    path: '/api/ClientError',
    handle: reportClientError,
  }),
];

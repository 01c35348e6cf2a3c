import { clientError } from '@portal/api-contract/shell/client-error';
import { ok } from '../http/reply.ts';
import { insertClientError } from './client-errors-store.ts';
import {
  inputOf,
  publicRoute,
  type RequestContext,
  type RouteDefinition,
} from '../http/route-definition.ts';

const MESSAGE_MAX = 2000;
const STACK_MAX = 8000;
const USER_AGENT_MAX = 512;

/** Free text is stored cut down to its limit rather than refused: a report is never lost for it. */
const cut = (text: string | undefined, max: number): string => (text ?? '').slice(0, max);

function reportClientError(ctx: RequestContext) {
  const report = inputOf(ctx, clientError);
  insertClientError(
    ctx.services.db,
    {
      message: cut(report.Message, MESSAGE_MAX),
      stack: cut(report.Stack, STACK_MAX),
      userAgent: cut(report.UserAgent, USER_AGENT_MAX),
      ip: ctx.ip,
    },
    ctx.now,
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

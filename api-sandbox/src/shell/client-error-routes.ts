import { clientError } from '@portal/api-contract/shell/client-error';
import {
  answer,
  publicCall,
  SUCCESS,
  type ContractInput,
  type PublicCallContext,
} from '../http/contract-route.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { insertClientError } from './client-errors-store.ts';

const MESSAGE_MAX = 2000;
const STACK_MAX = 8000;
const USER_AGENT_MAX = 512;

/** Free text is stored cut down to its limit rather than refused: a report is never lost for it. */
const cut = (text: string | undefined, max: number): string => (text ?? '').slice(0, max);

function reportClientError(ctx: PublicCallContext, report: ContractInput<typeof clientError>) {
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
  return answer(clientError, SUCCESS);
}

export const clientErrorRoutes: RouteDefinition[] = [
  publicCall(clientError, { area: 'client-errors', handle: reportClientError }),
];

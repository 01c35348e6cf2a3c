import { vValidator } from '@hono/valibot-validator';
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/http-error.ts';
import { refusalMessage, requestSchema } from '../http/request-input.ts';

// A contracted route's request, read and validated by Hono's valibot middleware with the
// contract's own schema (ADR 010): the query string, the JSON body or the form fields.

const TARGETS = { query: 'query', json: 'json', multipart: 'form' } as const;

/** Refuses a request of the wrong shape with 400 naming its first wrong field. */
export function contractValidator(
  endpoint: AnyEndpoint,
  ruleChecked?: readonly string[],
): MiddlewareHandler {
  const schema = requestSchema(endpoint, ruleChecked);
  return vValidator(TARGETS[endpoint.encoding], schema, (result) => {
    // Thrown, not answered here: an upload's refusal gets its Message on the way out.
    if (!result.success) throw new HttpError(400, refusalMessage(result.issues[0]));
  });
}

/** The request as `contractValidator` parsed it. */
export const validatedInput = (c: Context, endpoint: AnyEndpoint): unknown =>
  (c.req.valid as (target: string) => unknown)(TARGETS[endpoint.encoding]);

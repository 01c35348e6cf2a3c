import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import type * as v from 'valibot';
import type { LoginStep } from '../auth/login-steps.ts';
import type { FileReply, HtmlReply, RedirectReply, RefusalReply, Reply } from './reply.ts';
import {
  inputOf,
  type RequestContext,
  type RouteDefinition,
  type SignedInContext,
} from './route-definition.ts';

// A route declared by its contract endpoint: the method and path are the endpoint's, the handler
// receives the request as the endpoint's schema parsed it, and the success it returns is typed by
// the endpoint's response schema. So the sandbox writes no wire shape of its own: a renamed or
// retyped field in the contract fails the sandbox's type check, not a journey.

/** The request as the contract's schema parsed it (spec field names, spec types). */
export type ContractInput<E extends AnyEndpoint> = v.InferOutput<E['request']>;

/** The body of a success, as the contract's response schema reads it. */
export type ContractBody<E extends AnyEndpoint> = v.InferInput<E['response']>;

/** A success, typed by the endpoint. */
export type Answer<E extends AnyEndpoint> = Reply & { status: 200; body: ContractBody<E> };

/** What a contract route may answer: its typed success, a refusal, or a non-JSON answer. */
export type ContractReply<E extends AnyEndpoint> =
  Answer<E> | RefusalReply | FileReply | RedirectReply | HtmlReply;

/** The envelope fields of a success (spec 1 §4), to spread into an answer. */
export const SUCCESS: { HasNoErrors: true; Errors: never[] } = { HasNoErrors: true, Errors: [] };

/** A success of `endpoint`: TypeScript holds `body` to the contract's response schema. */
export const answer = <E extends AnyEndpoint>(_endpoint: E, body: ContractBody<E>): Answer<E> => ({
  status: 200,
  body,
});

/** What a contract handler sees of the request besides its input: no raw body or query string,
 * so every field it reads went through the contract's schema. */
type Unparsed = 'body' | 'query' | 'input' | 'rawBody';
export type PublicCallContext = Omit<RequestContext, Unparsed>;
export type UserCallContext = Omit<SignedInContext, Unparsed>;

/** A request field that names the borrower's account; the server proves it is theirs first. */
type AccountField<E extends AnyEndpoint> = Extract<keyof ContractInput<E>, string>;

interface ContractRouteInit {
  area: string;
  /** Request fields (dotted paths) the route's own rules check, because the spec answers a code. */
  ruleChecked?: readonly string[];
  /** Media types a JSON body may arrive as (default `application/json` only). */
  bodyTypes?: readonly string[];
  /** The login step the call serves (a token owing steps may call only its next one's). */
  loginStep?: LoginStep;
}

const pathOf = (endpoint: AnyEndpoint): string => `/api/${endpoint.path}`;

/** A call anyone may make (sign-in, recovery, registration, the institution's settings). */
export function publicCall<E extends AnyEndpoint>(
  endpoint: E,
  init: ContractRouteInit & {
    handle(
      ctx: PublicCallContext,
      input: ContractInput<E>,
    ): ContractReply<E> | Promise<ContractReply<E>>;
  },
): RouteDefinition {
  const { handle, ...rest } = init;
  return {
    ...rest,
    endpoint,
    method: endpoint.method,
    path: pathOf(endpoint),
    requiresUser: false,
    handle: (ctx) => handle(ctx, inputOf(ctx, endpoint)),
  };
}

/** A call of a signed-in borrower; with `accountField`, one scoped to an account of theirs. */
export function userCall<E extends AnyEndpoint>(
  endpoint: E,
  init: ContractRouteInit & {
    /** The request field holding the account number (the server refuses another's account). */
    accountField?: AccountField<E>;
    /** Headers a test must send to get past the route's checks (a money call's Idempotency-Key). */
    exampleHeaders?: Record<string, string>;
    /** The body is multipart/form-data (uploads), streamed into `form` up to this many bytes. */
    multipart?: { limitBytes: number };
    handle(
      ctx: UserCallContext,
      input: ContractInput<E>,
    ): ContractReply<E> | Promise<ContractReply<E>>;
  },
): RouteDefinition {
  const { handle, accountField, ...rest } = init;
  return {
    ...rest,
    endpoint,
    method: endpoint.method,
    path: pathOf(endpoint),
    requiresUser: true,
    ...(accountField
      ? {
          accountNumber: {
            in: ({ query: 'query', json: 'body', multipart: 'form' } as const)[endpoint.encoding],
            name: accountField,
          },
        }
      : {}),
    handle(ctx) {
      if (!('user' in ctx))
        throw new Error(`${endpoint.method} ${endpoint.path} ran without a signed-in user`);
      return handle(ctx, inputOf(ctx, endpoint));
    },
  };
}

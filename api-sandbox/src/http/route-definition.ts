import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import type { IncomingHttpHeaders } from 'node:http';
import type * as v from 'valibot';
import type { JsonObject } from './json-body.ts';
import type { Query } from './query.ts';
import type { Reply } from './reply.ts';
import type { SandboxServices } from './sandbox-services.ts';
import type { UserRow } from '../store/users.ts';
import type { LoginStep } from '../auth/login-steps.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an account-scoped call names its account number: the field of its parsed request. */
export interface AccountNumberSource {
  in: 'query' | 'body' | 'form';
  name: string;
}

export interface RequestContext {
  services: SandboxServices;
  now: Date;
  method: string;
  path: string;
  params: Record<string, string>;
  query: Query;
  body: JsonObject;
  /** The raw request body, only for routes that declare `rawBody` (browser reports). */
  rawBody?: Buffer;
  /** The parsed form, only for routes that declare `multipart` (uploads); undefined when the
   * body is not multipart/form-data. */
  form?: FormData;
  headers: IncomingHttpHeaders;
  ip: string;
  /**
   * The request (query, JSON body or form fields) as parsed by the `request` schema of the
   * contract endpoint with this method and path; undefined for a route no endpoint declares.
   * Read it with `inputOf(ctx, endpoint)`.
   */
  input?: unknown;
}

export interface SignedInContext extends RequestContext {
  user: UserRow;
  token: string;
  /** Set (and already proven to be the user's own) when the route declares `accountNumber`. */
  accountNumber: string | undefined;
}

/**
 * One entry of the route registry. `requiresUser` and `accountNumber` are data, not code, so the
 * auth tests can walk every signed-in and every account-scoped route without a hand-written list.
 */
export interface RouteDefinition {
  area: string;
  /** The contract call this route answers (routes declared with `publicCall`/`userCall`). */
  endpoint?: AnyEndpoint;
  method: HttpMethod;
  path: string;
  requiresUser: boolean;
  accountNumber?: AccountNumberSource;
  /**
   * The login step this signed-in call belongs to: a token still owing steps may call only its
   * next step's calls (auth/login-steps.ts).
   */
  loginStep?: LoginStep;
  /** Extra headers a test needs to send, if any (the Idempotency-Key of money-moving calls). */
  exampleHeaders?: Record<string, string>;
  /** The body is not JSON (browser reports): it reaches the handler as `rawBody`, up to this many bytes. */
  rawBody?: { limitBytes: number };
  /** The body is multipart/form-data (uploads), streamed into `form` up to this many bytes. */
  multipart?: { limitBytes: number };
  /**
   * Media types a JSON body may arrive as; default `application/json` only (others get 415). A
   * call whose sender cannot choose (a browser's CSP report) lists its own JSON flavours here.
   */
  bodyTypes?: readonly string[];
  /**
   * Request fields (dotted paths) the route's own rules check, because the spec answers a code
   * for them (an upload without a file): the contract's parse lets them through as sent there.
   */
  ruleChecked?: readonly string[];
  handle(ctx: RequestContext | SignedInContext): Reply | Promise<Reply>;
}

interface RouteBase {
  area: string;
  method: HttpMethod;
  path: string;
  bodyTypes?: readonly string[];
  ruleChecked?: readonly string[];
}

export function publicRoute(
  route: RouteBase & {
    rawBody?: { limitBytes: number };
    handle(ctx: RequestContext): Reply | Promise<Reply>;
  },
): RouteDefinition {
  return { ...route, requiresUser: false };
}

/** The proven account number of an account-scoped route. */
export function scopedAccountNumber(ctx: Pick<SignedInContext, 'accountNumber' | 'path'>): string {
  if (ctx.accountNumber === undefined)
    throw new Error(`${ctx.path} is not declared account-scoped`);
  return ctx.accountNumber;
}

/**
 * The request as the endpoint's schema parsed it (the server did, before the handler ran; a
 * request that did not match was refused 400 naming the field).
 */
export function inputOf<E extends AnyEndpoint>(
  ctx: RequestContext,
  endpoint: E,
): v.InferOutput<E['request']> {
  if (ctx.input === undefined)
    throw new Error(`${ctx.method} ${ctx.path} was not parsed as ${endpoint.name}`);
  return ctx.input as v.InferOutput<E['request']>;
}

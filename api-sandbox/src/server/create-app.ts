import { UPLOAD_TOO_LARGE_MESSAGE } from '@portal/api-contract/upload-limit';
import { allEndpoints } from '@portal/api-contract/all-endpoints';
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context, type MiddlewareHandler, type Next } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { headerToken } from '../auth/request-token.ts';
import { touchActiveSession } from '../auth/sessions.ts';
import { nextLoginStep } from '../auth/login-steps.ts';
import {
  accountNotAuthorized,
  fileTooLarge,
  HttpError,
  invalid,
  methodNotAllowed,
  notFound,
  unauthorized,
  userTokenInUrl,
} from '../http/http-error.ts';
import { JSON_MEDIA_TYPES, mediaType } from '../http/content-type.ts';
import { BODY_LIMIT_BYTES } from '../http/json-body.ts';
import { jsonBody, limitBody, rawBody } from './body-middleware.ts';
import { createQuery } from '../http/query.ts';
import { errorEnvelope } from '../http/reply.ts';
import { httpErrorResponse, jsonResponse, replyResponse } from '../http/responses.ts';
import { BASE_SECURITY_HEADERS } from '../http/security-headers.ts';
import type { RequestContext, RouteDefinition, SignedInContext } from '../http/route-definition.ts';
import type { SandboxServices } from '../http/sandbox-services.ts';
import { isHiddenFromWeb } from '../servicing/servicing-store.ts';
import { findOwnAccount } from '../store/accounts.ts';
import { findUserById } from '../store/users.ts';
import { routeKey } from '../contract/route-table.ts';
import { clientIp } from './client-ip.ts';
import { contractValidator, validatedInput } from './contract-validator.ts';
import { pathParams, routePattern, routingPath } from './routing-path.ts';
import type { SandboxEnv } from './sandbox-env.ts';

export type { SandboxEnv } from './sandbox-env.ts';

const ACCOUNT_NUMBER_MAX = 32;

type Middleware = MiddlewareHandler<SandboxEnv>;

/** How the server treats the transport, set once at start (config.ts). */
export interface HttpPolicy {
  /** Proxies whose X-Forwarded-For is believed (the portal's /api gateway). */
  trustedGateways: readonly string[];
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = { trustedGateways: [] };

// Lets a front end served from another local port call the sandbox directly.
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** A path whose percent-escapes do not decode is the client's mistake (400), not ours. */
function decodablePath(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/** The session token travels in the UserToken header only: a URL ends up in logs and history. */
function hasUserTokenParam(params: URLSearchParams): boolean {
  for (const name of params.keys()) if (name.toLowerCase() === 'usertoken') return true;
  return false;
}

/** The envelope's error behind a failure: ours, or Hono's refusal of a body it could not parse. */
function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPException && error.status === 400) return invalid();
  return undefined;
}

const UPLOAD_REFUSALS: Readonly<Record<string, string>> = {
  AccountNotAuthorized: 'Files cannot be uploaded to that account or application.',
};

function uploadRefusalText(error: HttpError): string {
  if (error.errorMessage === 'FileTooLarge') return UPLOAD_TOO_LARGE_MESSAGE;
  return UPLOAD_REFUSALS[error.errorMessage] ?? 'The file could not be uploaded.';
}

/**
 * Uploads are read by the browser's own request, not the API client: every refusal carries a
 * Message the borrower reads (spec 3 §7 "error body Message read"), never a bare code. 401 stays
 * the plain envelope every call answers: the client's logout handles it.
 */
const uploadRefusals: Middleware = async (c, next) => {
  await next();
  const error = httpErrorOf(c.error);
  if (!error || error.status === 401) return;
  const body = { Message: uploadRefusalText(error), ...errorEnvelope(error.errorMessage) };
  c.res = jsonResponse(error.status, body);
};

/**
 * The sandbox as a Hono app. Every call goes through, in this order:
 * route match (404/405) → signed-in user (401; for a JSON call after its body is read) → body
 * under its limit (400/413) → contract validation (400) → account ownership (403) → handler.
 * Errors become the `{ HasNoErrors: false, Errors }` envelope; every answer carries CORS (local
 * origins) and nosniff.
 */
export function createApp(
  services: SandboxServices,
  routes: readonly RouteDefinition[],
  policy: HttpPolicy = DEFAULT_HTTP_POLICY,
  endpoints: readonly AnyEndpoint[] = allEndpoints,
): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>({ getPath: routingPath });

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
      c.res.headers.set(name, value);
  });
  app.use(
    cors({
      origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'UserToken', 'ServicingBranch', 'Idempotency-Key'],
      maxAge: 600,
    }),
  );
  app.use(async (c, next) => {
    if (!decodablePath(c.req.url)) throw invalid();
    await next();
  });

  const contract = new Map<string, AnyEndpoint>(
    endpoints.map((call) => [routeKey(call.method, `/api/${call.path}`), call]),
  );
  const patterns = new Set<string>();
  for (const route of routes) {
    const pattern = routePattern(route.path);
    const key = `${route.method} ${pattern}`;
    if (patterns.has(key)) throw new Error(`Route registered twice: ${key}`);
    patterns.add(key);
    // A route reading its raw body (browser reports) parses it itself.
    const endpoint = route.rawBody
      ? undefined
      : (route.endpoint ?? contract.get(routeKey(route.method, route.path)));
    app.on(route.method, pattern, ...routeChain(route, endpoint));
  }
  // A known path asked with another method: 405, not 404.
  for (const pattern of new Set([...patterns].map((key) => key.split(' ')[1] as string)))
    app.all(pattern, () => {
      throw methodNotAllowed();
    });

  app.notFound(() => httpErrorResponse(notFound()));
  app.onError((error, c) => {
    // A client that hung up, or a stalled body already answered 408, needs no answer.
    const outgoing = c.env?.outgoing;
    if (outgoing?.destroyed || outgoing?.headersSent) return RESPONSE_ALREADY_SENT;
    const refusal = httpErrorOf(error);
    if (refusal) return httpErrorResponse(refusal);
    console.error(`[api-sandbox] ${c.req.method} ${c.req.url} failed:`, error);
    return jsonResponse(500, errorEnvelope('InternalError'));
  });

  /** The middleware a route's calls pass, in the order of the comment on createApp. */
  function routeChain(
    route: RouteDefinition,
    endpoint: AnyEndpoint | undefined,
  ): [Middleware, ...Middleware[]] {
    const signIn = route.requiresUser ? [signedIn(route)] : [];
    return [
      startCall,
      ...(route.multipart
        ? [uploadRefusals, ...signIn, limitBody(route.multipart.limitBytes, fileTooLarge)]
        : [...bodyOf(route), ...signIn]),
      ...(endpoint ? [contractValidator(endpoint, route.ruleChecked)] : []),
      ...(route.accountNumber ? [ownAccount(route, endpoint)] : []),
      handler(route, endpoint),
    ];
  }

  /** JSON bodies are small: read before the session check, as the wire has always answered. */
  function bodyOf(route: RouteDefinition): Middleware[] {
    if (route.rawBody) return [limitBody(route.rawBody.limitBytes, invalid), rawBody];
    return [limitBody(BODY_LIMIT_BYTES, invalid), jsonBody(route.bodyTypes ?? JSON_MEDIA_TYPES)];
  }

  /** One clock reading per call; the session token is refused in a URL before anything else. */
  async function startCall(c: Context<SandboxEnv>, next: Next): Promise<void> {
    c.set('now', services.now());
    if (hasUserTokenParam(new URL(c.req.url).searchParams)) throw userTokenInUrl();
    await next();
  }

  function signedIn(route: RouteDefinition): Middleware {
    return async (c, next) => {
      const token = headerToken(c.env.incoming.headers);
      const session = token ? touchActiveSession(services.db, token, c.get('now')) : undefined;
      const user = session ? findUserById(services.db, session.user_id) : undefined;
      if (!token || !user) throw unauthorized();
      // A sign-in still owing login steps reaches only its next step's calls (issue 52).
      const owed = nextLoginStep(services.db, token);
      if (owed && route.loginStep !== owed) throw unauthorized();
      c.set('user', user);
      c.set('token', token);
      await next();
    };
  }

  /**
   * Runs after the contract's parse, so a request without its account number is refused naming
   * the field rather than as someone else's account. An account hidden from the web
   * (POST /api/Account/ShowHideAccount) is no longer the borrower's on the web: no call reaches
   * it, by URL or otherwise, until the institution shows it again.
   */
  function ownAccount(route: RouteDefinition, endpoint: AnyEndpoint | undefined): Middleware {
    return async (c, next) => {
      const input = endpoint ? validatedInput(c, endpoint) : undefined;
      const accountNumber = accountNumberOf(route, input);
      if (
        !findOwnAccount(services.db, c.get('user').id, accountNumber) ||
        isHiddenFromWeb(services.db, accountNumber)
      )
        throw accountNotAuthorized();
      c.set('accountNumber', accountNumber);
      await next();
    };
  }

  function handler(route: RouteDefinition, endpoint: AnyEndpoint | undefined): Middleware {
    return async (c) => {
      const url = new URL(c.req.url);
      const incoming = c.env.incoming;
      const isForm = route.multipart && mediaType(incoming.headers) === 'multipart/form-data';
      const ctx: RequestContext = {
        services,
        now: c.get('now'),
        method: route.method,
        path: url.pathname,
        params: pathParams(route.path, url.pathname),
        query: createQuery(url.searchParams),
        headers: incoming.headers,
        ip: clientIp(incoming, policy.trustedGateways),
        body: c.get('body') ?? {},
        ...(route.rawBody ? { rawBody: c.get('rawBody') } : {}),
        // The form the validator read (Hono caches it), for an upload sent as one.
        ...(isForm ? { form: await c.req.formData() } : {}),
        ...(endpoint ? { input: validatedInput(c, endpoint) } : {}),
      };
      if (!route.requiresUser) return replyResponse(await route.handle(ctx));
      const signedInCtx: SignedInContext = {
        ...ctx,
        user: c.get('user'),
        token: c.get('token'),
        accountNumber: c.get('accountNumber'),
      };
      return replyResponse(await route.handle(signedInCtx));
    };
  }

  return app;
}

/** The account number an account-scoped call names, read from its parsed request (query, body or
 * form alike); missing or malformed is 400 (the parse has already named a missing field). */
function accountNumberOf(route: RouteDefinition, input: unknown): string {
  const name = route.accountNumber?.name;
  if (name === undefined) throw new Error('route is not account-scoped');
  let value = (input as Record<string, unknown> | undefined)?.[name];
  if (typeof value === 'number' && Number.isSafeInteger(value)) value = String(value);
  if (typeof value !== 'string') throw invalid();
  const number = value.trim();
  if (number === '' || number.length > ACCOUNT_NUMBER_MAX) throw invalid();
  return number;
}

/**
 * The method and path of every call the app answers, read from Hono's route table (so it is what
 * the app really routes), with each path as the back end spells it. For the contract test.
 */
export function routeTable(
  app: Hono<SandboxEnv>,
  routes: readonly RouteDefinition[],
): { method: string; path: string }[] {
  const spelled = new Map(
    routes.map((route) => [`${route.method} ${routePattern(route.path)}`, route.path]),
  );
  // Hono lists a route once per middleware of its chain: each call counts once.
  const keys = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
  return [...keys].flatMap((key) => {
    const path = spelled.get(key);
    return path === undefined ? [] : [{ method: key.split(' ')[0] as string, path }];
  });
}

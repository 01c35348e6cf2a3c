import type { HttpBindings } from '@hono/node-server';
import { UPLOAD_TOO_LARGE_MESSAGE } from '@portal/api-contract/upload-limit';
import { allEndpoints } from '@portal/api-contract/all-endpoints';
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
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
  unsupportedMediaType,
  userTokenInUrl,
} from '../http/http-error.ts';
import { JSON_MEDIA_TYPES, mediaType } from '../http/content-type.ts';
import { createQuery } from '../http/query.ts';
import { formFields, parseInput, queryFields, type RawInput } from '../http/request-input.ts';
import {
  BODY_LIMIT_BYTES,
  BODY_STALL_MS,
  BodyStalled,
  BodyTooLarge,
  limitedBody,
  parseJsonObject,
  readBody,
  RequestAborted,
  type BodyLimits,
  type JsonObject,
  type RawBody,
} from '../http/read-body.ts';
import { errorEnvelope, type Reply } from '../http/reply.ts';
import { httpErrorResponse, jsonResponse, replyResponse } from '../http/responses.ts';
import { BASE_SECURITY_HEADERS } from '../http/security-headers.ts';
import type { RequestContext, RouteDefinition, SignedInContext } from '../http/route-definition.ts';
import type { SandboxServices } from '../http/sandbox-services.ts';
import { isHiddenFromWeb } from '../servicing/servicing-store.ts';
import { findOwnAccount } from '../store/accounts.ts';
import { findUserById } from '../store/users.ts';
import { routeKey } from '../contract/route-table.ts';
import { clientIp } from './client-ip.ts';
import { pathParams, routePattern, routingPath } from './routing-path.ts';

const ACCOUNT_NUMBER_MAX = 32;

/** The Node request and response behind each call (@hono/node-server's bindings). */
export type SandboxEnv = { Bindings: HttpBindings };
type Ctx = Context<SandboxEnv>;

/** How the server treats the transport, set once at start (config.ts). */
export interface HttpPolicy {
  /** Proxies whose X-Forwarded-For is believed (the portal's /api gateway). */
  trustedGateways: readonly string[];
  /** A body that sends nothing for this long is cut off with 408. */
  bodyStallMs: number;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = { trustedGateways: [], bodyStallMs: BODY_STALL_MS };

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

const UPLOAD_REFUSALS: Readonly<Record<string, string>> = {
  AccountNotAuthorized: 'Files cannot be uploaded to that account or application.',
};

function uploadRefusalText(error: HttpError): string {
  if (error.errorMessage === 'FileTooLarge') return UPLOAD_TOO_LARGE_MESSAGE;
  return UPLOAD_REFUSALS[error.errorMessage] ?? 'The file could not be uploaded.';
}

/**
 * The sandbox as a Hono app. Every call goes through, in this order:
 * route match (404/405) → signed-in user (401) → body read under its limit (400/413) → JSON
 * parse (400) → account ownership (403) → handler. Errors become the
 * `{ HasNoErrors: false, Errors }` envelope; every answer carries CORS (local origins) and nosniff.
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

  const parsers = requestParsers(routes, endpoints);
  const patterns = new Set<string>();
  for (const route of routes) {
    const pattern = routePattern(route.path);
    const key = `${route.method} ${pattern}`;
    if (patterns.has(key)) throw new Error(`Route registered twice: ${key}`);
    patterns.add(key);
    app.on(route.method, pattern, async (c) => replyResponse(await answer(c, route)));
  }
  // A known path asked with another method: 405, not 404.
  for (const pattern of new Set([...patterns].map((key) => key.split(' ')[1] as string)))
    app.all(pattern, () => {
      throw methodNotAllowed();
    });

  app.notFound(() => httpErrorResponse(notFound()));
  app.onError((error, c) => {
    const outgoing = c.env?.outgoing;
    // A client that hung up (or a body we dropped on purpose) needs no answer.
    if (outgoing?.destroyed || error instanceof RequestAborted)
      return new Response(null, { status: 499 });
    if (error instanceof BodyStalled) {
      outgoing?.on('finish', () => c.env.incoming.socket.destroy());
      return jsonResponse(408, errorEnvelope('RequestTimeout'), { Connection: 'close' });
    }
    if (error instanceof HttpError) return httpErrorResponse(error);
    console.error(`[api-sandbox] ${c.req.method} ${c.req.url} failed:`, error);
    return jsonResponse(500, errorEnvelope('InternalError'));
  });

  async function answer(c: Ctx, route: RouteDefinition): Promise<Reply> {
    const url = new URL(c.req.url);
    if (hasUserTokenParam(url.searchParams)) throw userTokenInUrl();
    if (!route.multipart) return handleRoute(c, url, route);
    // Uploads are read by the browser's own request, not the API client: every refusal carries
    // a Message the borrower reads (spec 3 §7 "error body Message read"), never a bare code.
    try {
      return await handleRoute(c, url, route);
    } catch (error) {
      // 401 stays the plain envelope every call answers: the client's logout handles it.
      if (!(error instanceof HttpError) || error.status === 401) throw error;
      return {
        status: error.status,
        body: {
          Message: uploadRefusalText(error),
          ...errorEnvelope(error.errorMessage),
        },
      };
    }
  }

  function limitsFor(c: Ctx, limitBytes: number): BodyLimits {
    return {
      limitBytes,
      stallMs: policy.bodyStallMs,
      abandon: () => c.env.incoming.destroy(),
    };
  }

  /** Streams a multipart body into a FormData under the upload limit (undefined: not a form). */
  async function readForm(c: Ctx, limitBytes: number): Promise<FormData | undefined> {
    const type = c.req.header('content-type') ?? '';
    if (mediaType(c.env.incoming.headers) !== 'multipart/form-data') {
      const raw = await readBody(c.req.raw.body, limitsFor(c, limitBytes));
      if (raw.kind === 'too-large') throw fileTooLarge();
      return undefined;
    }
    const body = limitedBody(c.req.raw.body, limitsFor(c, limitBytes));
    try {
      return await new Response(body.stream, { headers: { 'Content-Type': type } }).formData();
    } catch (error) {
      const failure = body.failure();
      if (failure instanceof BodyTooLarge) throw fileTooLarge();
      if (failure) throw failure;
      if (error instanceof TypeError) return undefined; // not well-formed multipart
      throw error;
    }
  }

  async function handleRoute(c: Ctx, url: URL, route: RouteDefinition): Promise<Reply> {
    const incoming = c.env.incoming;
    const base = {
      services,
      now: services.now(),
      method: route.method,
      path: url.pathname,
      params: pathParams(route.path, url.pathname),
      query: createQuery(url.searchParams),
      headers: incoming.headers,
      ip: clientIp(incoming, policy.trustedGateways),
    };
    const readRaw = (): Promise<RawBody> =>
      readBody(c.req.raw.body, limitsFor(c, route.rawBody?.limitBytes ?? BODY_LIMIT_BYTES));
    const checkJsonType = (raw: RawBody) => {
      if (route.rawBody || raw.kind !== 'read' || raw.bytes.length === 0) return;
      const accepted = route.bodyTypes ?? JSON_MEDIA_TYPES;
      if (!accepted.includes(mediaType(incoming.headers))) throw unsupportedMediaType(accepted);
    };

    const parse = parsers.get(route);
    const input = (fields: RawInput) => (parse ? { input: parse(fields, url) } : {});

    if (!route.requiresUser) {
      const raw = await readRaw();
      checkJsonType(raw);
      if (!route.rawBody) {
        const body = parseJsonObject(raw);
        return route.handle({ ...base, body, ...input(body) } satisfies RequestContext);
      }
      // A public call whose body is not JSON (browser reports): the route reads it itself.
      if (raw.kind === 'too-large') throw invalid();
      return route.handle({ ...base, body: {}, rawBody: raw.bytes } satisfies RequestContext);
    }

    // JSON bodies are small: read before the session check, as the wire has always answered.
    const raw = route.multipart ? undefined : await readRaw();
    if (raw) checkJsonType(raw);
    const token = headerToken(incoming.headers);
    const session = token ? touchActiveSession(services.db, token, base.now) : undefined;
    const user = session ? findUserById(services.db, session.user_id) : undefined;
    if (!token || !user) throw unauthorized();
    // A sign-in still owing login steps reaches only its next step's calls (issue 52).
    const owed = nextLoginStep(services.db, token);
    if (owed && route.loginStep !== owed) throw unauthorized();

    const body: JsonObject = raw ? parseJsonObject(raw) : {};
    const form = route.multipart ? await readForm(c, route.multipart.limitBytes) : undefined;
    // Parsed before the account check, so a request without its account number is refused
    // naming the field rather than as someone else's account.
    const parsed = input(route.multipart ? formFields(form) : body);
    let accountNumber: string | undefined;
    if (route.accountNumber) {
      accountNumber = accountNumberOf(route, parsed.input);
      // An account hidden from the web (POST /api/Account/ShowHideAccount) is no longer the
      // borrower's on the web: no call reaches it, by URL or otherwise, until the institution
      // shows it again.
      if (
        !findOwnAccount(services.db, user.id, accountNumber) ||
        isHiddenFromWeb(services.db, accountNumber)
      )
        throw accountNotAuthorized();
    }
    return route.handle({
      ...base,
      body,
      ...parsed,
      ...(form ? { form } : {}),
      user,
      token,
      accountNumber,
    } satisfies SignedInContext);
  }

  return app;
}

type ParseRequest = (fields: RawInput, url: URL) => unknown;

/**
 * For each route that the contract declares (same method and path), the parser of its request:
 * the query string for a query endpoint, else the JSON body or form fields the server read.
 */
function requestParsers(
  routes: readonly RouteDefinition[],
  contract: readonly AnyEndpoint[],
): Map<RouteDefinition, ParseRequest> {
  const endpoints = new Map<string, AnyEndpoint>(
    contract.map((call) => [routeKey(call.method, `/api/${call.path}`), call]),
  );
  const parsers = new Map<RouteDefinition, ParseRequest>();
  for (const route of routes) {
    const call = route.endpoint ?? endpoints.get(routeKey(route.method, route.path));
    if (!call) continue;
    parsers.set(route, (fields, url) =>
      parseInput(
        call,
        call.encoding === 'query' ? queryFields(url.searchParams) : fields,
        route.ruleChecked,
      ),
    );
  }
  return parsers;
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
  return app.routes.flatMap((route) => {
    const path = spelled.get(`${route.method} ${route.path}`);
    return path === undefined ? [] : [{ method: route.method, path }];
  });
}

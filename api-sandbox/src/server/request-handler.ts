import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerToken } from '../auth/request-token.ts';
import { touchActiveSession } from '../auth/sessions.ts';
import { field } from '../http/fields.ts';
import {
  accountNotAuthorized,
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
import {
  BODY_LIMIT_BYTES,
  BODY_STALL_MS,
  BodyStalled,
  declaredLength,
  DRAIN_LIMIT_BYTES,
  parseJsonObject,
  readBody,
  RequestAborted,
  type JsonObject,
} from '../http/read-body.ts';
import { errorEnvelope, type Reply } from '../http/reply.ts';
import { Router } from '../http/router.ts';
import { writeHtml } from '../http/write-html.ts';
import { BASE_SECURITY_HEADERS } from '../http/security-headers.ts';
import { writeFile, writeJson, writeRedirect } from '../http/write-json.ts';
import type {
  RequestContext,
  RouteDefinition,
  SignedInContext,
} from '../routes/route-definition.ts';
import type { SandboxServices } from '../sandbox-services.ts';
import { isHiddenFromWeb } from '../servicing/servicing-store.ts';
import { findOwnAccount } from '../store/accounts.ts';
import { findUserById } from '../store/users.ts';
import { clientIp } from './client-ip.ts';
import { corsHeaders } from './cors.ts';

const ACCOUNT_NUMBER_MAX = 32;

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** How the server treats the transport, set once at start (config.ts). */
export interface HttpPolicy {
  /** Proxies whose X-Forwarded-For is believed (the portal's /api gateway). */
  trustedGateways: readonly string[];
  /** A body that sends nothing for this long is cut off with 408. */
  bodyStallMs: number;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = { trustedGateways: [], bodyStallMs: BODY_STALL_MS };

/** Answers 400 Invalid at once and closes the connection, without reading the body. */
export function refuseBody(req: IncomingMessage, res: ServerResponse): void {
  res.shouldKeepAlive = false;
  writeJson(res, 400, errorEnvelope('Invalid'), { ...corsHeaders(req), Connection: 'close' });
}

/** A path whose percent-escapes do not decode is the client's mistake (400), not ours. */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
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

function uploadRefusalText(error: HttpError, limitBytes: number): string {
  if (error.errorMessage === 'FileTooLarge')
    return `The file is larger than the ${Math.floor(limitBytes / (1024 * 1024))} MB limit.`;
  return UPLOAD_REFUSALS[error.errorMessage] ?? 'The file could not be uploaded.';
}

/** For `Expect: 100-continue`: refuse an announced oversized body before the client sends it. */
export function checkContinue(handler: RequestHandler): RequestHandler {
  return (req, res) => {
    if ((declaredLength(req) ?? 0) > BODY_LIMIT_BYTES) return refuseBody(req, res);
    res.writeContinue();
    handler(req, res);
  };
}

/**
 * The pipeline every call goes through, in this order:
 * route match (404/405) → body read → signed-in user (401) → JSON parse (400)
 * → account ownership (403) → handler. Errors become the `{ HasNoErrors: false, Errors }` envelope.
 */
export function createRequestHandler(
  services: SandboxServices,
  routes: readonly RouteDefinition[],
  policy: HttpPolicy = DEFAULT_HTTP_POLICY,
): RequestHandler {
  const router = new Router<RouteDefinition>();
  for (const route of routes) router.add(route.method, route.path, route);

  async function handle(req: IncomingMessage): Promise<Reply> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    } catch {
      throw invalid();
    }
    if (!decodablePath(url.pathname)) throw invalid();
    const match = router.match(req.method ?? 'GET', url.pathname);
    if (match.kind === 'not-found') throw notFound();
    if (match.kind === 'method-not-allowed') throw methodNotAllowed();
    const route = match.value;
    if (hasUserTokenParam(url.searchParams)) throw userTokenInUrl();
    if (!route.rawBody || !route.requiresUser) return handleRoute(req, url, match.params, route);
    // Uploads are read by the browser's own request, not the API client: every refusal carries
    // a Message the borrower reads (spec 3 §7 "error body Message read"), never a bare code.
    try {
      return await handleRoute(req, url, match.params, route);
    } catch (error) {
      // 401 stays the plain envelope every call answers: the client's logout handles it.
      if (!(error instanceof HttpError) || error.status === 401) throw error;
      return {
        status: error.status,
        body: {
          Message: uploadRefusalText(error, route.rawBody.limitBytes),
          ...errorEnvelope(error.errorMessage),
        },
      };
    }
  }

  async function handleRoute(
    req: IncomingMessage,
    url: URL,
    params: Record<string, string>,
    route: RouteDefinition,
  ): Promise<Reply> {
    const raw = await readBody(req, route.rawBody?.limitBytes, policy.bodyStallMs);
    if (!route.rawBody && raw.kind === 'read' && raw.bytes.length > 0) {
      const accepted = route.bodyTypes ?? JSON_MEDIA_TYPES;
      if (!accepted.includes(mediaType(req.headers))) throw unsupportedMediaType(accepted);
    }
    const now = services.now();
    const base = {
      services,
      now,
      method: route.method,
      path: url.pathname,
      params,
      query: createQuery(url.searchParams),
      headers: req.headers,
      ip: clientIp(req, policy.trustedGateways),
    };
    if (!route.requiresUser) {
      if (!route.rawBody)
        return route.handle({ ...base, body: parseJsonObject(raw) } satisfies RequestContext);
      // A public call whose body is not JSON (browser reports): the route reads it itself.
      if (raw.kind === 'too-large') throw invalid();
      return route.handle({ ...base, body: {}, rawBody: raw.bytes } satisfies RequestContext);
    }

    const token = headerToken(req.headers);
    const session = token ? touchActiveSession(services.db, token, now) : undefined;
    const user = session ? findUserById(services.db, session.user_id) : undefined;
    if (!token || !user) throw unauthorized();

    let body: JsonObject = {};
    let rawBody: Buffer | undefined;
    if (route.rawBody) {
      if (raw.kind === 'too-large') throw new HttpError(413, 'FileTooLarge');
      rawBody = raw.bytes;
    } else body = parseJsonObject(raw);
    let accountNumber: string | undefined;
    if (route.accountNumber) {
      accountNumber = readAccountNumber(route, base.query, params, body);
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
      ...(rawBody ? { rawBody } : {}),
      user,
      token,
      accountNumber,
    } satisfies SignedInContext);
  }

  return (req, res) => {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, ...BASE_SECURITY_HEADERS }).end();
      return;
    }
    // Not worth draining: answer now and drop the connection.
    if ((declaredLength(req) ?? 0) > DRAIN_LIMIT_BYTES) return refuseBody(req, res);
    handle(req).then(
      (reply) =>
        reply.file
          ? writeFile(res, reply.file, cors)
          : reply.redirect !== undefined
            ? writeRedirect(res, reply.redirect, cors)
            : reply.html !== undefined
              ? writeHtml(res, reply.status, reply.html, cors)
              : writeJson(res, reply.status, reply.body, cors),
      (error: unknown) => {
        // A client that hung up (or a body we dropped on purpose) needs no answer.
        if (res.destroyed || error instanceof RequestAborted) return;
        if (error instanceof BodyStalled) {
          res.shouldKeepAlive = false;
          writeJson(res, 408, errorEnvelope('RequestTimeout'), { ...cors, Connection: 'close' });
          res.on('finish', () => req.socket.destroy());
          return;
        }
        if (error instanceof HttpError) {
          const body = error.detail
            ? { ...errorEnvelope(error.errorMessage), Message: error.detail }
            : errorEnvelope(error.errorMessage);
          writeJson(res, error.status, body, cors);
          return;
        }
        console.error(`[api-sandbox] ${req.method} ${req.url} failed:`, error);
        writeJson(res, 500, errorEnvelope('InternalError'), cors);
      },
    );
  };
}

function readAccountNumber(
  route: RouteDefinition,
  query: RequestContext['query'],
  params: Record<string, string>,
  body: JsonObject,
): string {
  const source = route.accountNumber;
  if (!source) throw new Error('route is not account-scoped');
  let value: unknown;
  if (source.in === 'query') value = query.get(source.name);
  else if (source.in === 'path') value = params[source.name];
  else value = field(body, source.name);
  if (typeof value === 'number' && Number.isSafeInteger(value)) value = String(value);
  if (typeof value !== 'string') throw invalid();
  const number = value.trim();
  if (number === '' || number.length > ACCOUNT_NUMBER_MAX) throw invalid();
  return number;
}

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
} from '../http/http-error.ts';
import { createQuery } from '../http/query.ts';
import {
  BODY_LIMIT_BYTES,
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
import { writeFile, writeJson } from '../http/write-json.ts';
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

/** Answers 400 Invalid at once and closes the connection, without reading the body. */
export function refuseBody(req: IncomingMessage, res: ServerResponse): void {
  res.shouldKeepAlive = false;
  writeJson(res, 400, errorEnvelope('Invalid'), { ...corsHeaders(req), Connection: 'close' });
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
    const match = router.match(req.method ?? 'GET', url.pathname);
    if (match.kind === 'not-found') throw notFound();
    if (match.kind === 'method-not-allowed') throw methodNotAllowed();
    const route = match.value;
    if (!route.rawBody) return handleRoute(req, url, match.params, route);
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
    const raw = await readBody(req, route.rawBody?.limitBytes);
    const now = services.now();
    const base = {
      services,
      now,
      method: route.method,
      path: url.pathname,
      params: params,
      query: createQuery(url.searchParams),
      headers: req.headers,
      ip: clientIp(req),
    };
    if (!route.requiresUser)
      return route.handle({ ...base, body: parseJsonObject(raw) } satisfies RequestContext);

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
      res.writeHead(204, cors).end();
      return;
    }
    // Not worth draining: answer now and drop the connection.
    if ((declaredLength(req) ?? 0) > DRAIN_LIMIT_BYTES) return refuseBody(req, res);
    handle(req).then(
      (reply) =>
        reply.file
          ? writeFile(res, reply.file, cors)
          : reply.html !== undefined
            ? writeHtml(res, reply.status, reply.html, cors)
            : writeJson(res, reply.status, reply.body, cors),
      (error: unknown) => {
        // A client that hung up (or a body we dropped on purpose) needs no answer.
        if (res.destroyed || error instanceof RequestAborted) return;
        if (error instanceof HttpError) {
          writeJson(res, error.status, errorEnvelope(error.errorMessage), cors);
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

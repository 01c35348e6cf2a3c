// Handlers of the fake back end, named by the contract's endpoints: the path and method come from
// the endpoint, the body is the wire JSON the real back end would send (spec field names), so a
// test pins the wire and not the shape of an area's API module.
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';

export { http, HttpResponse };
export type { HttpHandler };

/** What the answer of a JSON endpoint may carry: the wire shape its response schema accepts. */
export type WireAnswerOf<E extends AnyEndpoint> = v.InferInput<E['response']>;

/** What a handler knows of the request: its wire input (query, JSON body or form) and the Request. */
export interface AnsweredRequest<E extends AnyEndpoint> {
  /** Query fields arrive as strings, JSON fields as sent, form fields as strings or Files. */
  readonly input: Readonly<Record<string, unknown>>;
  readonly request: Request;
  /** The endpoint answered, for a resolver shared by several. */
  readonly endpoint: E;
}

type Answer<E extends AnyEndpoint, T> = T | ((request: AnsweredRequest<E>) => T | Promise<T>);

/** The URL pattern of an endpoint, whatever origin the client runs on. */
export function urlOf(endpoint: AnyEndpoint): string {
  return `*/api/${endpoint.path}`;
}

/** An msw handler of the endpoint's method and path. */
export function handle<E extends AnyEndpoint>(
  endpoint: E,
  resolve: (request: AnsweredRequest<E>) => Response | Promise<Response>,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](urlOf(endpoint), async ({ request }) =>
    resolve({ input: asFields(await wireInputOf(request, endpoint.encoding)), request, endpoint }),
  );
}

/**
 * The back end does it: answers with `body` in the success envelope (HasNoErrors true, Errors []).
 * The body is checked against the endpoint's response schema, so a test cannot answer with a wire
 * shape the real back end would never send (use `http` directly to send an off-contract answer).
 */
export function answer<E extends AnyEndpoint>(
  endpoint: E,
  body: Answer<E, WireAnswerOf<E>> = {} as WireAnswerOf<E>,
): HttpHandler {
  if (endpoint.responseKind === 'document') {
    return handle(endpoint, async (request) =>
      documentResponse(await resolveAnswer(body, request)),
    );
  }
  if (typeof body !== 'function') checkAnswer(endpoint, body);
  return handle(endpoint, async (request) => {
    const value = await resolveAnswer(body, request);
    checkAnswer(endpoint, value);
    return HttpResponse.json(wireBodyOf(value) as never);
  });
}

/** The back end says no with one of the spec's error codes, in a 200 as the spec's calls do. */
export function refuse<E extends AnyEndpoint>(
  endpoint: E,
  code: string,
  { status = 200 }: { status?: number } = {},
): HttpHandler {
  return handle(endpoint, () => HttpResponse.json(refusalBody(code), { status }));
}

/** The session is gone: a 401 whose first error is Unauthorized (spec 1 §4). */
export function unauthorized(endpoint: AnyEndpoint): HttpHandler {
  return handle(endpoint, () => HttpResponse.json(refusalBody('Unauthorized'), { status: 401 }));
}

/** No answer at all: the connection failed (offline, DNS, a dropped connection). */
export function networkFailure(endpoint: AnyEndpoint): HttpHandler {
  return handle(endpoint, () => HttpResponse.error());
}

/** An HTTP error without a spec code, as a proxy's 502 or a crash's 500 sends. */
export function serverError(endpoint: AnyEndpoint, status = 500): HttpHandler {
  return handle(endpoint, () => new HttpResponse('Bad Gateway', { status }));
}

/** An object answer travels in the success envelope; a bare answer (a token, a list) as it is. */
function wireBodyOf(body: unknown): unknown {
  const isFields = typeof body === 'object' && body !== null && !Array.isArray(body);
  return isFields ? { HasNoErrors: true, Errors: [], ...body } : body;
}

export const refusalBody = (code: string) => ({
  HasNoErrors: false,
  Errors: [{ ErrorMessage: code }],
});

async function resolveAnswer<E extends AnyEndpoint, T>(
  body: Answer<E, T>,
  request: AnsweredRequest<E>,
): Promise<T> {
  return typeof body === 'function'
    ? (body as (request: AnsweredRequest<E>) => T | Promise<T>)(request)
    : body;
}

function checkAnswer(endpoint: AnyEndpoint, body: unknown): void {
  const parsed = v.safeParse(endpoint.response, wireBodyOf(body));
  if (parsed.success) return;
  const issues = parsed.issues.map(
    (issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
  );
  throw new TypeError(
    `answer(${endpoint.name}): the body is not what the contract says the back end sends:\n  ${issues.join('\n  ')}`,
  );
}

function documentResponse(body: unknown): Response {
  if (body instanceof Response) return body;
  const blob =
    body instanceof Blob ? body : new Blob([String(body ?? '')], { type: 'application/pdf' });
  return new HttpResponse(blob, { headers: { 'content-type': blob.type || 'application/pdf' } });
}

const asFields = (input: unknown): Readonly<Record<string, unknown>> =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};

/** The wire input of a request: its query fields, its JSON body, its form fields or its text. */
export async function wireInputOf(
  request: Request,
  encoding?: AnyEndpoint['encoding'],
): Promise<Record<string, unknown> | string | undefined> {
  const copy = request.clone();
  if (
    encoding === 'query' ||
    (!encoding && (request.method === 'GET' || request.method === 'HEAD'))
  ) {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const type = copy.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    return Object.fromEntries((await copy.formData()).entries());
  }
  const text = await copy.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return text;
  }
}

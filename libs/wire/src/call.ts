// The one way an area calls its back end: an endpoint of @portal/api-contract, its input, and one
// ApiResult back. The request is checked against the contract before it leaves, the answer is
// parsed by the contract's schema, and every failure lands in one of four kinds. Wire names stop
// here and in the area's API module that maps the parsed answer to its domain type.
import type { AnyEndpoint, RequestOf, ResponseOf } from '@portal/api-contract/endpoint';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { ApiResult } from './api-result';
import { WireContractError } from './parse-wire';

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving call. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The transport for this one call, e.g. `fetchWithUploadProgress(onProgress)` for an upload
   * that reports its progress. Passed in rather than imported here, so only the pages that
   * upload download it.
   */
  readonly fetch?: typeof fetch;
}

export async function call<E extends AnyEndpoint>(
  api: KyInstance,
  endpoint: E,
  input: RequestOf<E>,
  options: CallOptions = {},
): Promise<ApiResult<ResponseOf<E>>> {
  const request = v.safeParse(endpoint.request, input);
  if (!request.success) {
    // A request off its own contract is a defect of the caller, not a state of the back end.
    throw new WireContractError(`the request of ${endpoint.name}`, issuesOf(request.issues));
  }
  let response: Response;
  try {
    response = await api(endpoint.path, {
      method: endpoint.method,
      throwHttpErrors: false,
      ...bodyOf(endpoint, request.output as Record<string, unknown>),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: 'unavailable', reason: 'network', status: 0 };
  }
  return readAnswer(endpoint, response);
}

function bodyOf(endpoint: AnyEndpoint, fields: Record<string, unknown>) {
  switch (endpoint.encoding) {
    case 'query':
      return { searchParams: queryOf(fields) };
    case 'multipart':
      return { body: formOf(fields) };
    case 'json':
      return { json: fields };
  }
}

function queryOf(fields: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  return query;
}

function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      form.append(name, value, value instanceof File ? value.name : name);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

async function readAnswer<E extends AnyEndpoint>(
  endpoint: E,
  response: Response,
): Promise<ApiResult<ResponseOf<E>>> {
  const body =
    endpoint.responseKind === 'document' && response.ok
      ? await response.blob()
      : await jsonOf(response);
  const messages = refusalIn(body, response.ok);
  // A refusal without text (null, blank, no entry) is still a refusal: the back end answered, so
  // its outcome is known (spec 2 §8 "a null error shows a generic error"; docs/decisions/012).
  const code =
    messages === null
      ? null
      : messages[0]?.trim()
        ? messages[0]
        : endpoint.refusalInFields && response.ok
          ? null
          : '';
  if (code === 'Unauthorized') return { kind: 'unauthorized' };
  // The status and the other entries travel only when they say something, so a one-code refusal
  // in a successful answer reads as { kind, code }. A 5xx that says nothing stays unavailable:
  // only it, no answer or a timeout leaves an outcome unknown.
  if (messages !== null && code !== null && (code !== '' || response.status < 500)) {
    return {
      kind: 'refused',
      code,
      ...(response.ok ? {} : { status: response.status }),
      ...(messages.length > 1 ? { messages } : {}),
    };
  }
  if (!response.ok) return { kind: 'unavailable', reason: 'http', status: response.status };
  const answer = v.safeParse(endpoint.response, body);
  if (!answer.success) return { kind: 'unavailable', reason: 'contract', status: response.status };
  return { kind: 'ok', value: answer.output as ResponseOf<E> };
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const RefusalSchema = v.object({
  HasNoErrors: v.nullish(v.boolean()),
  Errors: v.nullish(v.array(v.object({ ErrorMessage: v.nullish(v.string()) }))),
});

/**
 * The error messages of a refusal, the spec's error code first (possibly null or blank), or null
 * when the answer is not one: a body that says HasNoErrors false, or an error answer that carries
 * the envelope (a 401 or 4xx carries the code without the flag).
 */
function refusalIn(body: unknown, ok: boolean): string[] | null {
  const envelope = v.safeParse(RefusalSchema, body);
  if (!envelope.success) return null;
  const { HasNoErrors, Errors } = envelope.output;
  const messages = (Errors ?? []).map((error) => error.ErrorMessage ?? '');
  if (ok) return HasNoErrors === false ? messages : null;
  return HasNoErrors === false || messages.length > 0 ? messages : null;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function issuesOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

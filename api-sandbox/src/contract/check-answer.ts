// Whether an answer of the sandbox keeps an endpoint's contract: a 200 whose body parses with the
// endpoint's response schema, or a refusal whose code is one of the endpoint's listed errors.
// Each failure names the call and the field, so a broken contract reads as a to-do line.
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import type { Documented } from '@portal/api-contract/reference';
import * as v from 'valibot';

export interface Answer {
  readonly status: number;
  readonly contentType: string;
  /** The parsed JSON body, or undefined for an empty or non-JSON body. */
  readonly json: unknown;
  readonly byteLength: number;
}

export type Verdict =
  | { readonly kind: 'ok' }
  | { readonly kind: 'refused'; readonly code: string }
  | { readonly kind: 'broken'; readonly failures: readonly string[] };

export function labelOf(endpoint: AnyEndpoint): string {
  return `${endpoint.name} (${endpoint.method} /api/${endpoint.path})`;
}

export function checkAnswer(endpoint: Documented, answer: Answer): Verdict {
  const label = labelOf(endpoint);
  const code = errorCodeOf(answer);
  if (code !== undefined) {
    // An endpoint without an example is sent no fields: the schema's 400 naming one is its answer.
    const shapeRefused =
      endpoint.example === undefined && answer.status === 400 && code.startsWith('Invalid: ');
    return endpoint.errors.includes(code) || shapeRefused
      ? { kind: 'refused', code }
      : broken(
          `${label}: refused with "${code}" (HTTP ${answer.status}), which is not among its errors [${endpoint.errors.join(', ')}]`,
        );
  }
  if (answer.status !== 200)
    return broken(`${label}: HTTP ${answer.status} without one of the spec's error codes`);
  if (endpoint.responseKind === 'document') {
    if (answer.byteLength === 0) return broken(`${label}: a document answer with no content`);
    if (answer.contentType.startsWith('application/json'))
      return broken(`${label}: a document answer sent as JSON`);
    return { kind: 'ok' };
  }
  const parsed = v.safeParse(endpoint.response, answer.json);
  if (parsed.success) return { kind: 'ok' };
  return {
    kind: 'broken',
    failures: parsed.issues.map((issue) => `${label}: answer ${fieldText(issue)}`),
  };
}

/** Whether an example keeps its own request schema: a broken example proves nothing. */
export function checkExample(endpoint: Documented): readonly string[] {
  if (endpoint.example === undefined) return [];
  const parsed = v.safeParse(endpoint.request, endpoint.example);
  return parsed.success
    ? []
    : parsed.issues.map((issue) => `${labelOf(endpoint)}: example ${fieldText(issue)}`);
}

function fieldText(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  const got = issue.input === undefined ? 'nothing' : JSON.stringify(issue.input);
  return `${path ? `field ${path}` : 'body'}: ${issue.message} (got ${got})`;
}

function broken(failure: string): Verdict {
  return { kind: 'broken', failures: [failure] };
}

const RefusalSchema = v.object({
  HasNoErrors: v.nullish(v.boolean()),
  Errors: v.nullish(v.array(v.object({ ErrorMessage: v.nullish(v.string()) }))),
});

/** The spec's error code as the portal's call() reads it (libs/wire/src/call.ts). */
function errorCodeOf(answer: Answer): string | undefined {
  const envelope = v.safeParse(RefusalSchema, answer.json);
  if (!envelope.success) return undefined;
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok && envelope.output.HasNoErrors !== false) return undefined;
  return envelope.output.Errors?.[0]?.ErrorMessage ?? undefined;
}

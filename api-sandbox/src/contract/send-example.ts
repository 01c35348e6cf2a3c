// Sends an endpoint's example the way the portal's call() sends a request: a GET's fields as the
// query string, a JSON call's as its body, a multipart call's as form fields; nothing when the
// endpoint has no example.
import type { Documented } from '@portal/api-contract/reference';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { Answer } from './check-answer.ts';

export interface Session {
  readonly userToken: string;
  readonly servicingBranch: string;
}

export async function sendExample(
  baseUrl: string,
  endpoint: Documented,
  session: Session | undefined,
): Promise<Answer> {
  const fields = fieldsOf(endpoint);
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(fields?.[name] ?? '')),
  );
  const url = new URL(`/api/${path}`, baseUrl);
  const headers: Record<string, string> = {};
  if (session) {
    headers['UserToken'] = session.userToken;
    headers['ServicingBranch'] = session.servicingBranch;
  }
  // Money-moving calls need one; every other call ignores it.
  if (endpoint.method !== 'GET') headers['Idempotency-Key'] = randomUUID();
  let body: string | FormData | undefined;
  if (fields && endpoint.encoding === 'query') {
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  } else if (fields && endpoint.encoding === 'multipart') {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob)
        body.append(name, value, value instanceof File ? value.name : name);
      else body.append(name, String(value));
    }
  } else if (fields) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(fields);
  }
  const response = await fetch(url, { method: endpoint.method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    contentType,
    json: contentType.startsWith('application/json') ? jsonOf(bytes) : undefined,
    byteLength: bytes.length,
  };
}

/** The example as the request schema outputs it (what call() sends), or undefined without one. */
function fieldsOf(endpoint: Documented): Record<string, unknown> | undefined {
  if (endpoint.example === undefined) return undefined;
  const parsed = v.safeParse(endpoint.request, endpoint.example);
  return (parsed.success ? parsed.output : endpoint.example) as Record<string, unknown>;
}

function jsonOf(bytes: Buffer): unknown {
  if (bytes.length === 0) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

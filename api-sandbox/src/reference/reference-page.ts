// The reference page of the sandbox's OpenAPI document: plain server-rendered HTML, one heading
// per area and one section per call, readable without script or styles so it works under the
// strictest policy (default-src 'none') and with a screen reader.
import type {
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
} from '@portal/api-contract/openapi/openapi-types';
import { escapeHtml } from '../http/escape-html.ts';
import { fieldRows, typeText, type FieldRow } from './schema-fields.ts';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const REFERENCE_PATH = '/api/reference';

interface Call {
  readonly method: string;
  readonly path: string;
  readonly operation: OpenApiOperation;
}

const ENVELOPE = ['HasNoErrors', 'Errors'];

export function referencePage(document: OpenApiDocument): string {
  const calls = callsOf(document);
  const areas = document.tags.map((tag) => ({
    ...tag,
    calls: calls.filter((call) => call.operation.tags.includes(tag.name)),
  }));
  const title = `${document.info.title}: API reference`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
${paragraph(document.info.description)}
<p>The same calls as an OpenAPI ${escapeHtml(document.openapi)} document: <a href="${OPENAPI_JSON_PATH}">${OPENAPI_JSON_PATH}</a>. Version ${escapeHtml(document.info.version)}.</p>
<p>A signed-in call sends the session token of the login answer in the <code>UserToken</code> header (never in the URL) and the borrower’s <code>ServicingBranch</code> header when known.</p>
${areas.length ? `<nav aria-label="Areas"><ul>${areas.map((area) => `<li><a href="#${anchor('area', area.name)}">${escapeHtml(areaTitle(area.name))}</a> (${area.calls.length} ${area.calls.length === 1 ? 'call' : 'calls'})</li>`).join('')}</ul></nav>` : ''}
</header>
<main>
${areas.length ? areas.map((area) => areaSection(area.name, area.description, area.calls)).join('\n') : '<p>No calls are declared in @portal/api-contract yet.</p>'}
</main>
</body>
</html>
`;
}

function callsOf(document: OpenApiDocument): Call[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [keyof OpenApiPathItem, OpenApiOperation][]).map(
      ([method, operation]) => ({ method: method.toUpperCase(), path, operation }),
    ),
  );
}

function areaSection(name: string, description: string, calls: readonly Call[]): string {
  const id = anchor('area', name);
  return `<section aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(areaTitle(name))}</h2>
${paragraph(description)}
${calls.map(callSection).join('\n')}
</section>`;
}

function callSection({ method, path, operation }: Call): string {
  const id = anchor('call', operation.operationId);
  const request = requestRows(operation);
  const media = operation.requestBody ? Object.keys(operation.requestBody.content)[0] : undefined;
  const answer = operation.responses['200'];
  const answerSchema = answer?.content?.['application/json']?.schema;
  const example = exampleOf(operation);
  const codes = operation['x-error-codes'];
  return `<section aria-labelledby="${id}">
<h3 id="${id}"><code>${escapeHtml(`${method} ${path}`)}</code></h3>
${paragraph(operation.summary)}
<dl>
<dt>Call</dt><dd><code>${escapeHtml(operation.operationId)}</code></dd>
<dt>Defined in</dt><dd>${escapeHtml(operation['x-spec-reference'])}</dd>
<dt>Session</dt><dd>${sessionText(operation)}</dd>
${idempotent(operation) ? '<dt>Idempotency</dt><dd>Moves money: send an <code>Idempotency-Key</code> header, the same for every try of one payment.</dd>' : ''}
<dt>Request</dt><dd>${media ? `<code>${escapeHtml(media)}</code> body` : 'query string'}</dd>
</dl>
<h4>Fields</h4>
${fieldTable(`Request fields of ${method} ${path}`, request, true)}
<h4>Answer</h4>
${answerSchema ? `<p>Beside <code>HasNoErrors</code> and <code>Errors</code>:</p>\n${fieldTable(`Answer fields of ${method} ${path}`, fieldRows(answerSchema, ENVELOPE), false)}` : `<p>${escapeHtml(answer?.description ?? 'No answer is described.')}</p>`}
<h4>Error codes</h4>
${codes.length ? `<p>A refusal names one of these in <code>Errors[0].ErrorMessage</code>:</p><ul>${codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('')}</ul>` : '<p>None of its own.</p>'}
<h4>Example</h4>
${example === undefined ? '<p>No fields to send.</p>' : `<pre><code>${escapeHtml(JSON.stringify(example, null, 2))}</code></pre>`}
</section>`;
}

function requestRows(operation: OpenApiOperation): (FieldRow & { in: string })[] {
  const parameters = operation.parameters
    .filter((parameter): parameter is OpenApiParameter => 'name' in parameter)
    .map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      type: typeText(parameter.schema),
      required: parameter.required,
      rules: fieldRows({ properties: { [parameter.name]: parameter.schema } })[0]?.rules ?? '',
    }));
  const body = Object.values(operation.requestBody?.content ?? {})[0];
  const bodyRows = body ? fieldRows(body.schema).map((row) => ({ ...row, in: 'body' })) : [];
  return [...parameters, ...bodyRows];
}

function fieldTable(
  caption: string,
  rows: readonly (FieldRow & { in?: string })[],
  showWhere: boolean,
): string {
  if (rows.length === 0) return '<p>None.</p>';
  const head = ['Field', ...(showWhere ? ['In'] : []), 'Type', 'Required', 'Rules'];
  return `<table>
<caption>${escapeHtml(caption)}</caption>
<thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><th scope="row"><code>${escapeHtml(row.name)}</code></th>${showWhere ? `<td>${escapeHtml(row.in ?? '')}</td>` : ''}<td>${escapeHtml(row.type)}</td><td>${row.required ? 'yes' : 'no'}</td><td>${escapeHtml(row.rules)}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
}

function exampleOf(operation: OpenApiOperation): unknown {
  const body = Object.values(operation.requestBody?.content ?? {})[0];
  if (body?.example !== undefined) return body.example;
  const query = operation.parameters.filter(
    (parameter): parameter is OpenApiParameter =>
      'name' in parameter && parameter.example !== undefined,
  );
  return query.length
    ? Object.fromEntries(query.map((parameter) => [parameter.name, parameter.example]))
    : undefined;
}

function sessionText(operation: OpenApiOperation): string {
  const needsToken = operation.security.some((requirement) => 'UserToken' in requirement);
  const optional = operation.security.some((requirement) => Object.keys(requirement).length === 0);
  if (!needsToken) return 'Public: no session needed.';
  return optional
    ? 'The <code>UserToken</code> header when signed in.'
    : 'Signed in: the <code>UserToken</code> header.';
}

function idempotent(operation: OpenApiOperation): boolean {
  return operation.parameters.some(
    (parameter) => '$ref' in parameter && parameter.$ref.endsWith('/IdempotencyKey'),
  );
}

function areaTitle(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function anchor(kind: string, name: string): string {
  return `${kind}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

function paragraph(text: string | undefined): string {
  return text ? `<p>${escapeHtml(text)}</p>` : '';
}

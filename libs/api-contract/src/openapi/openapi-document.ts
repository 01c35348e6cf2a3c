// The OpenAPI 3.1 document of a list of endpoints, so the institution's back-end team can check
// their API against the one the portal calls. Generated, never written by hand: the schemas are
// the contract's own, converted by valibot's JSON Schema converter; the texts and examples are
// the calls' reference entries.
import type { JsonSchema } from '@valibot/to-json-schema';
import type { AnyEndpoint, HttpMethod } from '../endpoint.ts';
import type { Documented } from '../reference.ts';
import { jsonSchemaOf } from './json-schema-of.ts';
import type {
  OpenApiDocument,
  OpenApiInfo,
  OpenApiMediaType,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
  OpenApiReference,
  OpenApiResponse,
} from './openapi-types.ts';

export interface OpenApiOptions {
  readonly servers?: OpenApiDocument['servers'];
  /**
   * Whether a call needs a signed-in session (the UserToken header). Without an answer the
   * document says the header is sent when present (spec 1 §4), as the portal does.
   */
  readonly signedIn?: (endpoint: AnyEndpoint) => boolean | undefined;
  /** Whether a call moves money and so needs an Idempotency-Key header. */
  readonly idempotent?: (endpoint: AnyEndpoint) => boolean;
}

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** The headers a signed-in portal sends with every call (spec 1 §4, spec 2 and 3 likewise). */
const USER_TOKEN = 'UserToken';
const SERVICING_BRANCH = 'ServicingBranch';
const IDEMPOTENCY_KEY = 'IdempotencyKey';

const AREA_DESCRIPTIONS: Readonly<Record<string, string>> = {
  shell: 'Settings, maintenance mode and the session the shell keeps (spec 1).',
  identity: 'Sign-in, its follow-up steps, registration and recovery (spec 1).',
  payments: 'One-time, scheduled and recurring payments and their accounts (spec 2).',
  servicing: 'Accounts, loan details, statements, documents and messages (spec 3).',
  profile: 'The borrower’s user, personal and notification information (spec 1).',
};

const REFUSAL_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'A refusal: HTTP 200 or 4xx with HasNoErrors false and the spec’s error code in Errors[0].ErrorMessage.',
  properties: {
    HasNoErrors: { const: false },
    Errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: { ErrorMessage: { type: 'string' } },
        required: ['ErrorMessage'],
      },
    },
    Message: { type: 'string', description: 'A sentence for the borrower (uploads only).' },
  },
  required: ['Errors'],
};

const DOCUMENT_SCHEMA: JsonSchema = {
  type: 'string',
  contentMediaType: 'application/octet-stream',
};

export function openApiDocument(
  endpoints: readonly Documented[],
  info: OpenApiInfo,
  options: OpenApiOptions = {},
): OpenApiDocument {
  const paths: Record<string, OpenApiPathItem> = {};
  const areas: string[] = [];
  for (const endpoint of endpoints) {
    const area = areaOf(endpoint);
    if (!areas.includes(area)) areas.push(area);
    const path = `/api/${endpoint.path}`;
    const method = methodKey(endpoint.method);
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${endpoint.method} ${path} is declared twice`);
    item[method] = operationOf(
      endpoint,
      area,
      options.signedIn?.(endpoint),
      options.idempotent?.(endpoint) ?? false,
    );
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: DIALECT,
    info,
    ...(options.servers ? { servers: options.servers } : {}),
    tags: areas.map((name) => ({
      name,
      description: AREA_DESCRIPTIONS[name] ?? `The calls of the ${name} area.`,
    })),
    paths,
    components: {
      securitySchemes: {
        [USER_TOKEN]: {
          type: 'apiKey',
          in: 'header',
          name: USER_TOKEN,
          description:
            'The session token of the login answer. Never in a URL: a UserToken query parameter is refused.',
        },
      },
      parameters: {
        [SERVICING_BRANCH]: {
          name: SERVICING_BRANCH,
          in: 'header',
          required: false,
          description:
            'The signed-in borrower’s servicing branch (from the login answer), when known.',
          schema: { type: 'integer' },
        },
        [IDEMPOTENCY_KEY]: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            'Made once when the borrower confirms a payment and sent with every try of it: a repeat with the same key gets the first answer and moves no money; the same key with another request is refused.',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
        },
      },
      schemas: { Refusal: REFUSAL_SCHEMA },
    },
  };
}

/** The area of a call is the first part of its name (`payments.submitImmediateCard`). */
export function areaOf(endpoint: AnyEndpoint): string {
  return endpoint.name.split('.')[0] ?? endpoint.name;
}

function methodKey(method: HttpMethod): keyof OpenApiPathItem {
  return method.toLowerCase() as keyof OpenApiPathItem;
}

function operationOf(
  endpoint: Documented,
  area: string,
  signedIn: boolean | undefined,
  idempotent: boolean,
): OpenApiOperation {
  const request = jsonSchemaOf(endpoint.request);
  const pathNames = pathParameterNames(endpoint.path);
  const example = exampleOf(endpoint.example);
  const parameters: (OpenApiParameter | OpenApiReference)[] = [
    ...pathNames.map((name) => fieldParameter(request, name, 'path', example)),
  ];
  if (endpoint.encoding === 'query') {
    for (const name of Object.keys(propertiesOf(request))) {
      if (!pathNames.includes(name))
        parameters.push(fieldParameter(request, name, 'query', example));
    }
  }
  parameters.push({ $ref: `#/components/parameters/${SERVICING_BRANCH}` });
  if (idempotent) parameters.push({ $ref: `#/components/parameters/${IDEMPOTENCY_KEY}` });

  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    description: descriptionOf(endpoint),
    tags: [area],
    parameters,
    ...(endpoint.encoding === 'query'
      ? {}
      : { requestBody: requestBodyOf(endpoint, request, example) }),
    responses: responsesOf(endpoint),
    security:
      signedIn === undefined ? [{ [USER_TOKEN]: [] }, {}] : signedIn ? [{ [USER_TOKEN]: [] }] : [],
    'x-error-codes': [...endpoint.errors],
    'x-spec-reference': endpoint.spec,
  };
}

function descriptionOf(endpoint: Documented): string {
  const codes = endpoint.errors.length
    ? `Error codes (Errors[0].ErrorMessage): ${endpoint.errors.map((code) => `\`${code}\``).join(', ')}.`
    : 'No error codes of its own.';
  return `${endpoint.summary}\n\nDefined in ${endpoint.spec}.\n\n${codes}`;
}

function requestBodyOf(
  endpoint: AnyEndpoint,
  request: JsonSchema,
  example: unknown,
): NonNullable<OpenApiOperation['requestBody']> {
  const mediaType = endpoint.encoding === 'multipart' ? 'multipart/form-data' : 'application/json';
  const required = Object.keys(propertiesOf(request)).length > 0;
  return { required, content: { [mediaType]: withExample({ schema: request }, example) } };
}

function responsesOf(endpoint: AnyEndpoint): Record<string, OpenApiResponse> {
  const success: OpenApiResponse =
    endpoint.responseKind === 'document'
      ? {
          description: 'A document (PDF or HTML page) the browser shows.',
          content: { '*/*': { schema: DOCUMENT_SCHEMA } },
        }
      : {
          description: 'The call’s answer in the spec’s envelope (HasNoErrors, Errors).',
          content: { 'application/json': { schema: jsonSchemaOf(endpoint.response) } },
        };
  const refusal: OpenApiResponse = {
    description: endpoint.errors.length
      ? `A refusal with one of: ${endpoint.errors.join(', ')} (also sent as HTTP 200 with HasNoErrors false).`
      : 'A refusal in the spec’s envelope.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
  };
  return { '200': success, '4XX': refusal };
}

function fieldParameter(
  request: JsonSchema,
  name: string,
  where: 'query' | 'path',
  example: unknown,
): OpenApiParameter {
  const schema = propertiesOf(request)[name] ?? { type: 'string' };
  const value = isRecord(example) ? example[name] : undefined;
  return {
    name,
    in: where,
    required: where === 'path' || requiredOf(request).includes(name),
    schema,
    ...(value === undefined ? {} : { example: value }),
  };
}

function withExample(media: OpenApiMediaType, example: unknown): OpenApiMediaType {
  return example === undefined ? media : { ...media, example };
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((match) => match[1] as string);
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const properties = (schema as { properties?: unknown }).properties;
  return isRecord(properties) ? (properties as Record<string, JsonSchema>) : {};
}

function requiredOf(schema: JsonSchema): readonly string[] {
  const required = (schema as { required?: unknown }).required;
  return Array.isArray(required) ? (required as string[]) : [];
}

/** An example as JSON: an uploaded file shows as its name, since a Blob has no JSON form. */
function exampleOf(example: unknown): unknown {
  if (example === undefined) return undefined;
  if (!isRecord(example)) return example;
  return Object.fromEntries(
    Object.entries(example).map(([name, value]) => [
      name,
      value instanceof Blob ? (value instanceof File ? value.name : '(a file)') : value,
    ]),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import { describe, expect, it } from '@jest/globals';
import { validate } from '@scalar/openapi-parser';
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, EmptyEnvelopeSchema, NoRequestSchema } from '../envelope.ts';
import type { Documented } from '../reference.ts';
import { openApiDocument } from './openapi-document.ts';
import type { OpenApiOperation, OpenApiParameter } from './openapi-types.ts';

// Sample calls declared here, not the areas', with their reference entries: each shows one way a
// call can travel.
const getStatement = {
  ...endpoint({
    name: 'sample.getStatement',
    method: 'GET',
    path: 'Sample/GetStatement',
    request: v.object({ AccountNumber: v.string(), Year: v.optional(v.number()) }),
    response: envelope({ Balance: v.number(), Lines: v.array(v.object({ Memo: v.string() })) }),
    errors: ['AccountNotAuthorized'],
  }),
  spec: 'spec 3 §9',
  summary: 'A statement of one account.',
  example: { AccountNumber: '00011002347', Year: 2026 },
};

const payNow = {
  ...endpoint({
    name: 'money.payNow',
    method: 'POST',
    path: 'Sample/PayNow',
    request: v.object({
      AccountNumber: v.string(),
      AmountCents: v.pipe(v.number(), v.integer(), v.minValue(1)),
      Memo: v.nullish(v.string()),
    }),
    response: envelope({ ConfirmationNumber: v.string() }),
    errors: ['InsufficientFunds', 'DuplicatePayment'],
  }),
  spec: 'spec 2 §7',
  summary: 'Pays now.',
  example: { AccountNumber: '00011002347', AmountCents: 1000 },
};

const upload = {
  ...endpoint({
    name: 'sample.upload',
    method: 'POST',
    path: 'Sample/Upload',
    encoding: 'multipart',
    request: v.object({ file: v.blob(), FileType: v.string() }),
    response: EmptyEnvelopeSchema,
    errors: ['FileTooLarge'],
  }),
  spec: 'spec 3 §7',
  summary: 'Uploads a file.',
  example: { file: new File(['%PDF'], 'letter.pdf'), FileType: 'Letter' },
};

const statementPdf = {
  ...endpoint({
    name: 'sample.statementPdf',
    method: 'GET',
    path: 'Sample/Statement/{Id}',
    request: v.object({ Id: v.string() }),
    responseKind: 'document',
    response: v.unknown(),
    errors: [],
  }),
  spec: 'spec 3 §9',
  summary: 'A statement as a PDF.',
};

const cancel = {
  ...endpoint({
    name: 'money.cancel',
    method: 'DELETE',
    path: 'Sample/PayNow',
    request: NoRequestSchema,
    response: EmptyEnvelopeSchema,
    errors: [],
  }),
  spec: 'spec 2 §9',
  summary: 'Cancels.',
};

const SAMPLES: readonly Documented[] = [getStatement, payNow, upload, statementPdf, cancel];
const INFO = { title: 'Sample', version: '1.0.0' };
const document = openApiDocument(SAMPLES, INFO);

const operation = (path: string, method: 'get' | 'post' | 'delete'): OpenApiOperation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in the document`);
  return found;
};
const inlineParameters = (op: OpenApiOperation) =>
  op.parameters.filter((p): p is OpenApiParameter => 'name' in p);

describe('the OpenAPI document of a list of endpoints', () => {
  it('has one path item per path under /api, one operation per method', () => {
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/Sample/GetStatement',
      '/api/Sample/PayNow',
      '/api/Sample/Statement/{Id}',
      '/api/Sample/Upload',
    ]);
    expect(Object.keys(document.paths['/api/Sample/PayNow'] ?? {}).sort()).toEqual([
      'delete',
      'post',
    ]);
  });

  it.each([
    [
      '/api/Sample/GetStatement',
      'get',
      'sample.getStatement',
      'A statement of one account.',
      'sample',
      'spec 3 §9',
    ],
    ['/api/Sample/PayNow', 'post', 'money.payNow', 'Pays now.', 'money', 'spec 2 §7'],
    ['/api/Sample/Upload', 'post', 'sample.upload', 'Uploads a file.', 'sample', 'spec 3 §7'],
  ] as const)(
    'names %s %s by its call, summary, area tag and spec reference',
    (path, method, id, summary, tag, spec) => {
      const op = operation(path, method);
      expect(op.operationId).toBe(id);
      expect(op.summary).toBe(summary);
      expect(op.tags).toEqual([tag]);
      expect(op['x-spec-reference']).toBe(spec);
      expect(op.description).toContain(`Defined in ${spec}.`);
    },
  );

  it('lists one tag per area, in the order the areas first appear', () => {
    expect(document.tags.map((tag) => tag.name)).toEqual(['sample', 'money']);
  });

  it.each([
    ['/api/Sample/GetStatement', 'get', ['AccountNotAuthorized']],
    ['/api/Sample/PayNow', 'post', ['InsufficientFunds', 'DuplicatePayment']],
    ['/api/Sample/PayNow', 'delete', []],
  ] as const)(
    'lists the error codes of %s %s in x-error-codes and the description',
    (path, method, codes) => {
      const op = operation(path, method);
      expect(op['x-error-codes']).toEqual(codes);
      for (const code of codes) {
        expect(op.description).toContain(`\`${code}\``);
        expect(op.responses['4XX']?.description).toContain(code);
      }
      if (codes.length === 0) expect(op.description).toContain('No error codes of its own.');
    },
  );

  it('sends a GET’s fields as query parameters, required as the schema says, with the example', () => {
    const op = operation('/api/Sample/GetStatement', 'get');
    expect(op.requestBody).toBeUndefined();
    expect(inlineParameters(op)).toEqual([
      {
        name: 'AccountNumber',
        in: 'query',
        required: true,
        schema: { type: 'string' },
        example: '00011002347',
      },
      { name: 'Year', in: 'query', required: false, schema: { type: 'number' }, example: 2026 },
    ]);
  });

  it('takes a {name} segment as a required path parameter, not a query one', () => {
    const op = operation('/api/Sample/Statement/{Id}', 'get');
    expect(inlineParameters(op)).toEqual([
      { name: 'Id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('sends a JSON call’s fields as a JSON body with the schema’s checks and the example', () => {
    const body = operation('/api/Sample/PayNow', 'post').requestBody;
    expect(body?.required).toBe(true);
    const media = body?.content['application/json'];
    expect(media?.example).toEqual({ AccountNumber: '00011002347', AmountCents: 1000 });
    expect(media?.schema).toMatchObject({
      type: 'object',
      properties: {
        AccountNumber: { type: 'string' },
        AmountCents: { type: 'integer', minimum: 1 },
        Memo: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
      required: ['AccountNumber', 'AmountCents'],
    });
  });

  it('sends a multipart call as form data whose file field is binary', () => {
    const media = operation('/api/Sample/Upload', 'post').requestBody?.content[
      'multipart/form-data'
    ];
    expect(media?.schema).toMatchObject({
      properties: {
        file: { type: 'string', contentMediaType: 'application/octet-stream' },
        FileType: { type: 'string' },
      },
      required: ['file', 'FileType'],
    });
    expect(media?.example).toEqual({ file: 'letter.pdf', FileType: 'Letter' });
  });

  it('describes the 200 answer with the response schema, envelope included', () => {
    const schema = operation('/api/Sample/GetStatement', 'get').responses['200']?.content?.[
      'application/json'
    ]?.schema;
    expect(schema).toMatchObject({
      type: 'object',
      properties: {
        HasNoErrors: { anyOf: [{ type: 'boolean' }, { type: 'null' }] },
        Balance: { type: 'number' },
        Lines: {
          type: 'array',
          items: { type: 'object', properties: { Memo: { type: 'string' } } },
        },
      },
      required: ['Balance', 'Lines'],
    });
    expect(schema).not.toHaveProperty('$schema');
  });

  it('describes a document answer as binary content, not JSON', () => {
    const ok = operation('/api/Sample/Statement/{Id}', 'get').responses['200'];
    expect(Object.keys(ok?.content ?? {})).toEqual(['*/*']);
  });

  it('declares the session headers: UserToken as a security scheme, ServicingBranch as a header', () => {
    expect(document.components.securitySchemes['UserToken']).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'UserToken' }),
    );
    expect(document.components.parameters['ServicingBranch']).toMatchObject({
      in: 'header',
      required: false,
    });
    for (const op of [
      operation('/api/Sample/GetStatement', 'get'),
      operation('/api/Sample/PayNow', 'delete'),
    ])
      expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/ServicingBranch' });
  });

  it.each([
    ['no answer: the token is sent when present', undefined, [{ UserToken: [] }, {}]],
    ['a signed-in call needs the token', true, [{ UserToken: [] }]],
    ['a public call needs none', false, []],
  ] as const)('security when %s', (_, signedIn, security) => {
    const doc = openApiDocument([payNow], INFO, { signedIn: () => signedIn });
    expect(doc.paths['/api/Sample/PayNow']?.post?.security).toEqual(security);
  });

  it.each([
    ['a money-moving call', true, true],
    ['any other call', false, false],
  ] as const)('asks for the Idempotency-Key header on %s', (_, idempotent, asked) => {
    const doc = openApiDocument([payNow], INFO, { idempotent: () => idempotent });
    const parameters = doc.paths['/api/Sample/PayNow']?.post?.parameters ?? [];
    expect(
      parameters.some((p) => '$ref' in p && p.$ref === '#/components/parameters/IdempotencyKey'),
    ).toBe(asked);
    expect(doc.components.parameters['IdempotencyKey']).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
    });
  });

  it('refuses a list that declares one method and path twice', () => {
    expect(() => openApiDocument([payNow, { ...payNow, name: 'money.again' }], INFO)).toThrow(
      'POST /api/Sample/PayNow is declared twice',
    );
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(JSON.stringify(document));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.version).toBe('3.1');
  });

  it('is found invalid by the same validator when broken (the check can fail)', async () => {
    const broken = { ...document, paths: { 'api/no-leading-slash': {} } };
    expect((await validate(JSON.stringify(broken))).valid).toBe(false);
  });
});

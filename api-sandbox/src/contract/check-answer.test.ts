import { describe, expect, it } from '@jest/globals';
import { endpoint } from '@portal/api-contract/endpoint';
import { envelope } from '@portal/api-contract/envelope';
import * as v from 'valibot';
import { checkAnswer, checkExample, type Answer } from './check-answer.ts';

// A sample call declared here, not an area's, with its reference entry.
const balance = {
  ...endpoint({
    name: 'sample.balance',
    method: 'GET',
    path: 'Sample/Balance',
    request: v.object({ AccountNumber: v.pipe(v.string(), v.length(11)) }),
    response: envelope({ Balance: v.object({ AmountCents: v.pipe(v.number(), v.integer()) }) }),
    errors: ['AccountNotAuthorized'],
  }),
  spec: 'spec 3 §2',
  summary: 'A balance.',
  example: { AccountNumber: '00011002347' },
};

const statement = {
  ...balance,
  name: 'sample.statement',
  responseKind: 'document' as const,
  response: v.unknown(),
};

const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  json: body,
  byteLength: body === undefined ? 0 : JSON.stringify(body).length,
});
const refusal = (code: string) => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

describe('whether an answer keeps its endpoint’s contract', () => {
  it.each([
    [
      'a 200 whose body parses',
      json(200, { HasNoErrors: true, Balance: { AmountCents: 1200 } }),
      { kind: 'ok' },
    ],
    [
      'a listed refusal in a 200',
      json(200, refusal('AccountNotAuthorized')),
      { kind: 'refused', code: 'AccountNotAuthorized' },
    ],
    [
      'a listed refusal in a 403',
      json(403, refusal('AccountNotAuthorized')),
      { kind: 'refused', code: 'AccountNotAuthorized' },
    ],
  ])('accepts %s', (_, answer, verdict) => {
    expect(checkAnswer(balance, answer)).toEqual(verdict);
  });

  it.each([
    [
      'a field of the wrong type, named by its path',
      json(200, { Balance: { AmountCents: '12.00' } }),
      'sample.balance (GET /api/Sample/Balance): answer field Balance.AmountCents: Invalid type: Expected number but received "12.00" (got "12.00")',
    ],
    [
      'a missing field, named',
      json(200, { HasNoErrors: true }),
      'sample.balance (GET /api/Sample/Balance): answer field Balance: Invalid key: Expected "Balance" but received undefined (got nothing)',
    ],
    [
      'a refusal the endpoint does not list',
      json(400, refusal('Invalid')),
      'sample.balance (GET /api/Sample/Balance): refused with "Invalid" (HTTP 400), which is not among its errors [AccountNotAuthorized]',
    ],
    [
      'an error status without a code',
      json(500, undefined),
      "sample.balance (GET /api/Sample/Balance): HTTP 500 without one of the spec's error codes",
    ],
  ])('refuses %s', (_, answer, failure) => {
    expect(checkAnswer(balance, answer)).toEqual({ kind: 'broken', failures: [failure] });
  });

  it.each([
    [
      'a PDF: kept',
      { status: 200, contentType: 'application/pdf', json: undefined, byteLength: 900 },
      'ok',
    ],
    [
      'an empty answer: broken',
      { status: 200, contentType: 'application/pdf', json: undefined, byteLength: 0 },
      'broken',
    ],
    ['JSON: broken', json(200, { HasNoErrors: true }), 'broken'],
  ] as const)('takes a document answer of %s', (_, answer, kind) => {
    expect(checkAnswer(statement, answer).kind).toBe(kind);
  });

  it('names the field of an example that breaks its own request schema', () => {
    expect(checkExample(balance)).toEqual([]);
    expect(checkExample({ ...balance, example: { AccountNumber: '123' } })).toEqual([
      'sample.balance (GET /api/Sample/Balance): example field AccountNumber: Invalid length: Expected 11 but received 3 (got "123")',
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { endpoint } from '@portal/api-contract/endpoint';
import { envelope, EmptyEnvelopeSchema } from '@portal/api-contract/envelope';
import ky from 'ky';
import * as v from 'valibot';
import { call } from './call';

const paymentInfo = endpoint({
  name: 'test.paymentInfo',
  method: 'GET',
  path: 'PaymentInformation/GetPaymentInfo',
  request: v.object({ accountNumber: v.string() }),
  response: envelope({ PaymentAmount: v.number() }),
  errors: ['AccountNotFound'],
});

const upload = endpoint({
  name: 'test.upload',
  method: 'POST',
  path: 'file/Upload',
  encoding: 'multipart',
  request: v.object({ fileType: v.number(), file: v.instance(Blob) }),
  response: EmptyEnvelopeSchema,
  errors: [],
});

const options = endpoint({
  name: 'test.options',
  method: 'GET',
  path: 'setup/ApplicationOptions',
  request: v.object({}),
  response: v.object({}),
  errors: [],
  sameForEveryone: true,
});

/** A client whose network answers every request with `answer`, recording what was sent. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const sent: Request[] = [];
  const api = ky.create({
    prefix: 'https://portal.test/api',
    retry: 0,
    fetch: async (input) => {
      sent.push(input as Request);
      return answer();
    },
  });
  return { api, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('call', () => {
  it('sends a GET input as its query string and answers with the parsed body', async () => {
    const { api, sent } = clientAnswering(() => json({ HasNoErrors: true, PaymentAmount: 125.5 }));
    const result = await call(api, paymentInfo, { accountNumber: '0042' });
    expect(result).toEqual({
      kind: 'ok',
      value: { HasNoErrors: true, Errors: undefined, PaymentAmount: 125.5 },
    });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toBe(
      'https://portal.test/api/PaymentInformation/GetPaymentInfo?accountNumber=0042',
    );
  });

  it.each([
    [
      'a refusal in a 200',
      json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'AccountNotFound' }] }),
      { kind: 'refused', code: 'AccountNotFound' },
    ],
    [
      'several refusals in a 200',
      json({
        HasNoErrors: false,
        Errors: [{ ErrorMessage: '{"A":1}' }, { ErrorMessage: '{"B":2}' }],
      }),
      { kind: 'refused', code: '{"A":1}', messages: ['{"A":1}', '{"B":2}'] },
    ],
    [
      'a code in a 400',
      json({ Errors: [{ ErrorMessage: 'AccountNotFound' }] }, 400),
      { kind: 'refused', code: 'AccountNotFound', status: 400 },
    ],
    [
      'a code in a 500',
      json({ Errors: [{ ErrorMessage: 'InternalError' }] }, 500),
      { kind: 'refused', code: 'InternalError', status: 500 },
    ],
    [
      'Unauthorized in a 200',
      json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }),
      { kind: 'unauthorized' },
    ],
    [
      'Unauthorized in a 401',
      json({ Errors: [{ ErrorMessage: 'Unauthorized' }] }, 401),
      { kind: 'unauthorized' },
    ],
    // Spec 2 §8 "a null error shows a generic error": the back end answered, so it is a refusal
    // (code '') and not an answer that cannot be read (SPEC-NOTES "A definite refusal…").
    [
      'a refusal with a null error in a 200',
      json({ HasNoErrors: false, Errors: [{ ErrorMessage: null }] }),
      { kind: 'refused', code: '' },
    ],
    [
      'a refusal with an empty error in a 200',
      json({ HasNoErrors: false, Errors: [{ ErrorMessage: '' }] }),
      { kind: 'refused', code: '' },
    ],
    [
      'a refusal with a whitespace-only error in a 200',
      json({ HasNoErrors: false, Errors: [{ ErrorMessage: '   ' }] }),
      { kind: 'refused', code: '' },
    ],
    [
      'a refusal with no errors listed in a 200',
      json({ HasNoErrors: false, Errors: [] }),
      { kind: 'refused', code: '' },
    ],
    [
      'a refusal without a list in a 200',
      json({ HasNoErrors: false, PaymentAmount: 1 }),
      { kind: 'refused', code: '' },
    ],
    [
      'a refusal with a null error in a 400',
      json({ HasNoErrors: false, Errors: [{ ErrorMessage: null }] }, 400),
      { kind: 'refused', code: '', status: 400 },
    ],
    [
      'a 500 whose error says nothing',
      json({ HasNoErrors: false, Errors: [{ ErrorMessage: null }] }, 500),
      { kind: 'unavailable', reason: 'http', status: 500 },
    ],
    [
      'a 400 without the envelope',
      json({ title: 'Bad Request' }, 400),
      { kind: 'unavailable', reason: 'http', status: 400 },
    ],
    [
      'a 502 from a proxy',
      new Response('<html>Bad gateway</html>', { status: 502 }),
      { kind: 'unavailable', reason: 'http', status: 502 },
    ],
    [
      'a body off the contract',
      json({ HasNoErrors: true, PaymentAmount: '125.50' }),
      { kind: 'unavailable', reason: 'contract', status: 200 },
    ],
  ])('reads %s as one result', async (_, answer, expected) => {
    const { api } = clientAnswering(() => answer);
    await expect(call(api, paymentInfo, { accountNumber: '0042' })).resolves.toEqual(expected);
  });

  it('reads a refusal an endpoint explains in its own fields as its answer', async () => {
    const activate = endpoint({
      ...paymentInfo,
      name: 'test.activate',
      response: envelope({ LogonNameTaken: v.nullish(v.boolean()) }),
      refusalInFields: true,
    });
    const { api } = clientAnswering(() => json({ HasNoErrors: false, LogonNameTaken: true }));
    await expect(call(api, activate, { accountNumber: '0042' })).resolves.toEqual({
      kind: 'ok',
      value: { HasNoErrors: false, Errors: undefined, LogonNameTaken: true },
    });
  });

  it('answers a lost connection as unavailable, not as a throw', async () => {
    const { api } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call(api, paymentInfo, { accountNumber: '0042' })).resolves.toEqual({
      kind: 'unavailable',
      reason: 'network',
      status: 0,
    });
  });

  it('refuses to send a request that does not match its contract', async () => {
    const { api, sent } = clientAnswering(() => json({ HasNoErrors: true, PaymentAmount: 1 }));
    await expect(
      call(api, paymentInfo, { accountNumber: 42 } as unknown as { accountNumber: string }),
    ).rejects.toThrow(/accountNumber/);
    expect(sent).toHaveLength(0);
  });

  it('sends a multipart input as form fields with the file under its name', async () => {
    let form: FormData | undefined;
    const api = ky.create({
      prefix: 'https://portal.test/api',
      fetch: async (input) => {
        form = await (input as Request).formData();
        return json({ HasNoErrors: true });
      },
    });
    const file = new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' });
    const result = await call(api, upload, { fileType: 3, file });
    expect(result.kind).toBe('ok');
    expect(form?.get('fileType')).toBe('3');
    expect((form?.get('file') as File).name).toBe('statement.pdf');
  });

  it.each([
    ['the same for everyone', options, { sameForEveryone: true }],
    ["a borrower's own", paymentInfo, {}],
  ])("tells the client's hooks whether the answer is %s", async (_, called, context) => {
    const seen: unknown[] = [];
    const { api } = clientAnswering(() => json({ HasNoErrors: true, PaymentAmount: 1 }));
    const hooked = api.extend({
      hooks: { beforeRequest: [({ options: o }) => void seen.push(o.context)] },
    });
    await call(hooked, called, called === paymentInfo ? { accountNumber: '0042' } : {});
    expect(seen).toEqual([context]);
  });

  it('passes extra headers, such as an idempotency key, with the request', async () => {
    const { api, sent } = clientAnswering(() => json({ HasNoErrors: true, PaymentAmount: 1 }));
    await call(
      api,
      paymentInfo,
      { accountNumber: '0042' },
      { headers: { 'Idempotency-Key': 'k-1' } },
    );
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('k-1');
  });

  it("sends a call through the caller's own transport (an upload with progress)", async () => {
    const { api, sent } = clientAnswering(() => json({ HasNoErrors: true }));
    const throughTransport: Request[] = [];
    const transport = (async (input: Request) => {
      throughTransport.push(input);
      await input.arrayBuffer(); // a transport sends the body
      return json({ HasNoErrors: true });
    }) as typeof fetch;
    const file = new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' });
    const result = await call(api, upload, { fileType: 3, file }, { fetch: transport });
    expect(result.kind).toBe('ok');
    expect(throughTransport.map((r) => r.url)).toEqual(['https://portal.test/api/file/Upload']);
    expect(sent).toHaveLength(0);
  });
});

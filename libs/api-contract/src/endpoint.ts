// One call of the back end as both sides see it. The areas' API modules send and read it through
// @portal/wire's call(); the sandbox parses its requests and writes its answers with the same
// schemas; the OpenAPI document is generated from the list of them. What only the reference
// page and the contract test read (spec, summary, example) lives apart (./reference.ts).
//
// A contract module writes each declaration made by a call as `/*#__PURE__*/ (() => …)()`: a
// page's minifier then drops one the page does not use, schemas and all (valibot's calls reach
// the page through the federation's shared module, where it cannot see they are pure).
import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the request travels: a GET's input is its query string, a JSON call's input is its body,
 * a multipart call's input is its form fields (a File or Blob field is the uploaded file).
 */
export type RequestEncoding = 'query' | 'json' | 'multipart';

/** What the answer is: JSON parsed by `response`, or a document (PDF, HTML) the browser shows. */
export type ResponseKind = 'json' | 'document';

export interface Endpoint<
  TRequest extends v.GenericSchema = v.GenericSchema,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  /** A unique name, e.g. `payments.submitImmediateCard`. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The path under `/api`, without a leading slash, e.g. `PaymentInformation/GetPaymentInfo`. */
  readonly path: string;
  readonly encoding: RequestEncoding;
  /** The wire shape of the request, with the spec's field names. */
  readonly request: TRequest;
  readonly responseKind: ResponseKind;
  /** The wire shape of a successful answer, with the spec's field names. */
  readonly response: TResponse;
  /** The spec's error codes this call may answer with (Errors[0].ErrorMessage). */
  readonly errors: readonly string[];
  /**
   * The answer is the institution's, the same for every caller: it needs no session and takes
   * no input. Only such answers may be compressed on their way to the browser; any other may
   * hold a borrower's secret beside what the request sent (BREACH, docs/decisions/003).
   */
  readonly sameForEveryone?: true;
  /**
   * The answer says why it refused in its own fields (HasNoErrors false without an error code,
   * e.g. ActivateAccount's LogonNameTaken), so such an answer is read, not taken as a refusal
   * without text (which shows a generic error).
   */
  readonly refusalInFields?: true;
}

/** Any endpoint, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;

export type RequestOf<E extends AnyEndpoint> = v.InferInput<E['request']>;
export type ResponseOf<E extends AnyEndpoint> = v.InferOutput<E['response']>;

type EndpointInit<TRequest extends v.GenericSchema, TResponse extends v.GenericSchema> = Omit<
  Endpoint<TRequest, TResponse>,
  'encoding' | 'responseKind'
> &
  Partial<Pick<Endpoint<TRequest, TResponse>, 'encoding' | 'responseKind'>>;

/** Declares an endpoint; a GET defaults to a query string, anything else to a JSON body. */
export function endpoint<TRequest extends v.GenericSchema, TResponse extends v.GenericSchema>(
  init: EndpointInit<TRequest, TResponse>,
): Endpoint<TRequest, TResponse> {
  return {
    encoding: init.method === 'GET' ? 'query' : 'json',
    responseKind: 'json',
    ...init,
  };
}

// An error that carries the HTTP status and the ErrorMessage code of the error envelope.
export class HttpError extends Error {
  readonly status: number;
  readonly errorMessage: string;
  /** A sentence for a developer reading the answer, sent as `Message` beside the envelope. */
  readonly detail: string | undefined;

  constructor(status: number, errorMessage: string, detail?: string) {
    super(errorMessage);
    this.name = 'HttpError';
    this.status = status;
    this.errorMessage = errorMessage;
    this.detail = detail;
  }
}

export const invalid = (): HttpError => new HttpError(400, 'Invalid');
export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthorized = (): HttpError => new HttpError(401, 'Unauthorized');
export const accountNotAuthorized = (): HttpError => new HttpError(403, 'AccountNotAuthorized');
export const forbidden = (code: string): HttpError => new HttpError(403, code);
export const notFound = (): HttpError => new HttpError(404, 'NotFound');
export const methodNotAllowed = (): HttpError => new HttpError(405, 'MethodNotAllowed');
export const unsupportedMediaType = (accepted: readonly string[]): HttpError =>
  new HttpError(
    415,
    'UnsupportedMediaType',
    `This call takes a body of Content-Type ${accepted.join(' or ')}.`,
  );
export const userTokenInUrl = (): HttpError =>
  new HttpError(
    400,
    'UserTokenInUrl',
    'The session token goes in the UserToken header, never in a URL.',
  );
/** An upload over the one size limit (the borrower reads the contract's message). */
export const fileTooLarge = (): HttpError => new HttpError(413, 'FileTooLarge');

// An error that carries the HTTP status and the ErrorMessage code of the error envelope.
export class HttpError extends Error {
  readonly status: number;
  readonly errorMessage: string;

  constructor(status: number, errorMessage: string) {
    super(errorMessage);
    this.name = 'HttpError';
    this.status = status;
    this.errorMessage = errorMessage;
  }
}

export const invalid = (): HttpError => new HttpError(400, 'Invalid');
export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthorized = (): HttpError => new HttpError(401, 'Unauthorized');
export const accountNotAuthorized = (): HttpError => new HttpError(403, 'AccountNotAuthorized');
export const forbidden = (code: string): HttpError => new HttpError(403, code);
export const notFound = (): HttpError => new HttpError(404, 'NotFound');
export const methodNotAllowed = (): HttpError => new HttpError(405, 'MethodNotAllowed');

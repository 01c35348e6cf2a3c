// What a route handler returns; the server writes it as JSON.
export interface Reply {
  status: number;
  body: unknown;
  /** Set for the few sandbox-only pages a browser visits; the body is then ignored. */
  html?: string;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });

export interface ErrorEnvelope {
  HasNoErrors: false;
  Errors: { ErrorMessage: string }[];
}

export function errorEnvelope(errorMessage: string): ErrorEnvelope {
  return { HasNoErrors: false, Errors: [{ ErrorMessage: errorMessage }] };
}

export const errorReply = (status: number, errorMessage: string): Reply => ({
  status,
  body: errorEnvelope(errorMessage),
});

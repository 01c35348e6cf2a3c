// What a route handler returns; the server writes it as JSON.
export interface Reply {
  status: number;
  body: unknown;
  /** Set for the few sandbox-only pages a browser visits; the body is then ignored. */
  html?: string;
  /** A non-JSON answer (a CSV or PDF download); `body` is ignored when present. */
  file?: FileBody;
  /** A 303 to this URL (the apply-for-loan hand-off); `body` is ignored when present. */
  redirect?: string;
}

export interface FileBody {
  contentType: string;
  bytes: Buffer;
  /** Sent as Content-Disposition: attachment (or inline); filename="…". */
  fileName: string;
  /** Shown in the browser tab (a rendered agreement) rather than saved. */
  inline?: boolean;
}

export const fileReply = (file: FileBody): Reply => ({ status: 200, body: undefined, file });

export const ok = (body: unknown): Reply => ({ status: 200, body });

export const redirectReply = (location: string): Reply => ({
  status: 303,
  body: undefined,
  redirect: location,
});

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

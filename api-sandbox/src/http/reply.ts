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

/** The non-JSON answers: a download, a hand-off, a sandbox-only page. */
export type FileReply = Reply & { file: FileBody };
export type RedirectReply = Reply & { redirect: string };
export type HtmlReply = Reply & { html: string };

export const fileReply = (file: FileBody): FileReply => ({ status: 200, body: undefined, file });

export const ok = (body: unknown): Reply => ({ status: 200, body });

export const redirectReply = (location: string): RedirectReply => ({
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

/** A refusal: the envelope with the spec's code, and any fields the spec's table shows beside it. */
export type RefusalReply = Reply & { body: ErrorEnvelope };

/** A business refusal: HTTP 200 with the envelope, as the spec's response tables show. */
export const refusal = (code: string, extra: Record<string, unknown> = {}): RefusalReply => ({
  status: 200,
  body: { ...errorEnvelope(code), ...extra },
});

export const errorReply = (status: number, errorMessage: string): RefusalReply => ({
  status,
  body: errorEnvelope(errorMessage),
});

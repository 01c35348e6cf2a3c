import type { HttpBindings } from '@hono/node-server';
import type { JsonObject } from '../http/json-body.ts';
import type { UserRow } from '../store/users.ts';

/** What a call carries from one middleware to the next, beside @hono/node-server's Node request. */
export interface SandboxVariables {
  /** The one clock reading of the call. */
  now: Date;
  /** A JSON call's body as an object (`{}` when it had none). */
  body: JsonObject;
  /** The body as bytes, for a route that reads it itself (browser reports). */
  rawBody: Buffer;
  /** The signed-in borrower and their token, on signed-in routes. */
  user: UserRow;
  token: string;
  /** The account an account-scoped call names, proven to be the borrower's. */
  accountNumber: string;
}

export type SandboxEnv = { Bindings: HttpBindings; Variables: SandboxVariables };

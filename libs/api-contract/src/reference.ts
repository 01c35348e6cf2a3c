// What the reference page, the OpenAPI document, the sandbox and the contract test say of a call,
// kept out of the modules that declare it: the examples are the sandbox's sample credentials and
// tokens, and browser code imports the declarations only (eslint.config.js).
import type { AnyEndpoint, RequestOf } from './endpoint.ts';

export interface Reference<E extends AnyEndpoint = AnyEndpoint> {
  /** Where the spec defines it, e.g. `spec 2 §7`. */
  readonly spec: string;
  /** One line for the reference page. */
  readonly summary: string;
  /**
   * A request the seeded sandbox answers with success when a seeded borrower is signed in (its
   * first loan where an account number is needed). The contract test sends it; the reference
   * page shows it. Leave it out for a call that takes no fields.
   */
  readonly example?: RequestOf<E>;
}

/** A call with what its reference says, as the OpenAPI document and the contract test read it. */
export type Documented<E extends AnyEndpoint = AnyEndpoint> = E & Reference<E>;

/** A call's reference entry, by the call's name; its example is checked against the call's request. */
export function reference<E extends AnyEndpoint>(
  endpoint: E,
  fields: Reference<E>,
): readonly [string, Reference] {
  return [endpoint.name, fields];
}

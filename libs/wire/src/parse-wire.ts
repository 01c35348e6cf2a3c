// The one way to read a body at the boundary: parse it with a schema, never cast it. A pure
// helper, bundled by each app at the version it was built with (docs/decisions/009).
import * as v from 'valibot';

/** A response whose body does not match what the area expects. */
export class WireContractError extends Error {
  override readonly name = 'WireContractError';
  readonly issues: readonly string[];

  constructor(what: string, issues: readonly string[]) {
    super(`The response of ${what} did not match its contract: ${issues.join('; ')}`);
    this.issues = issues;
  }
}

export function parseWire<const S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  what: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  throw new WireContractError(
    what,
    result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
  );
}

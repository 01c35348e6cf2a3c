// Envelopes the back end wraps its answers in, and the one way to read a body at the boundary:
// parse it with a schema, never cast it.
import * as v from 'valibot';

export const WireErrorSchema = v.object({ ErrorMessage: v.string() });

export const WireEnvelopeSchema = v.object({
  HasNoErrors: v.optional(v.boolean()),
  Errors: v.optional(v.nullable(v.array(WireErrorSchema))),
});

export type WireEnvelope = v.InferOutput<typeof WireEnvelopeSchema>;

/** The first ErrorMessage of an envelope-shaped body, if it has one. */
export function firstWireError(body: unknown): string | undefined {
  const result = v.safeParse(WireEnvelopeSchema, body);
  if (!result.success) return undefined;
  return result.output.Errors?.[0]?.ErrorMessage;
}

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

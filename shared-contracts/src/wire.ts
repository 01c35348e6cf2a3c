// The envelope the back end wraps its answers in. It stays in the runtime contract because the
// API client factory reads it to recognise Unauthorized; parsing a body at the boundary is the
// build-time @portal/wire (docs/decisions/009).
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

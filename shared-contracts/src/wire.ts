// The envelope the back end wraps its answers in, as the contract declares it. It stays in the
// runtime contract because the API client factory reads it to recognise Unauthorized; parsing a
// body at the boundary is the build-time @portal/wire (docs/decisions/009).
import * as v from 'valibot';
import { EmptyEnvelopeSchema, WireErrorSchema } from '@portal/api-contract/envelope';

export { EmptyEnvelopeSchema as WireEnvelopeSchema, WireErrorSchema };

export type WireEnvelope = v.InferOutput<typeof EmptyEnvelopeSchema>;

/** The first ErrorMessage of an envelope-shaped body, if it has one. */
export function firstWireError(body: unknown): string | undefined {
  const result = v.safeParse(EmptyEnvelopeSchema, body);
  if (!result.success) return undefined;
  return result.output.Errors?.[0]?.ErrorMessage;
}

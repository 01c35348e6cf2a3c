// How the profile calls report refusals: HTTP 200 with HasNoErrors false and Errors, or a
// failed HTTP call. Either way the screen needs the first error code, or undefined on success.
import { describeApiFailure, WireEnvelopeSchema } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import * as v from 'valibot';

export type SaveResult<T> = { ok: true; value: T } | { ok: false; code: string | undefined };

export const ErrorsSchema = v.optional(v.nullable(v.array(v.object({ ErrorMessage: v.string() }))));

/** Reads an envelope: a refusal when HasNoErrors is false, otherwise the parsed value. */
export function readEnvelope<T>(
  body: unknown,
  what: string,
  read: (body: unknown, what: string) => T,
): SaveResult<T> {
  const envelope = parseWire(WireEnvelopeSchema, body, what);
  if (envelope.HasNoErrors === false) {
    return { ok: false, code: envelope.Errors?.[0]?.ErrorMessage };
  }
  return { ok: true, value: read(body, what) };
}

/** A thrown call (HTTP error, offline, or a body off its contract) as a refusal. */
export async function failureOf<T>(error: unknown): Promise<SaveResult<T>> {
  const failure = await describeApiFailure(error);
  return { ok: false, code: failure.code };
}

// The envelope every JSON answer of the back end travels in (spec 1 §4): HasNoErrors and Errors
// beside the call's own fields. A refusal is HTTP 200 (or 4xx) with HasNoErrors false and the
// spec's error code in Errors[0].ErrorMessage.
import * as v from 'valibot';
import { WireFlag } from './wire-values.ts';

export const WireErrorSchema = /*#__PURE__*/ (() => v.object({ ErrorMessage: v.string() }))();

export const WireErrorsSchema = /*#__PURE__*/ (() => v.nullish(v.array(WireErrorSchema)))();

export const envelopeFields = {
  HasNoErrors: WireFlag,
  Errors: WireErrorsSchema,
};

/** An answer: the envelope plus the call's own fields. */
export function envelope<const TFields extends v.ObjectEntries>(fields: TFields) {
  return v.object({ ...envelopeFields, ...fields });
}

/** An answer that carries nothing but the envelope. */
export const EmptyEnvelopeSchema = /*#__PURE__*/ (() => envelope({}))();

/** A request without fields. */
export const NoRequestSchema = /*#__PURE__*/ (() => v.object({}))();

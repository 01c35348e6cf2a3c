// POST /api/SolutionsByText/ModifySubscriptions { PhoneNumber, Options (changed entries) }
// → HasNoErrors, Errors; each ErrorMessage is JSON text describing an option the server kept.
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema } from './wire-result';
import type { OptionChange } from '../rules/texting-change-set';

const ResponseSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors: ErrorsSchema,
});

export type ModifyResult =
  { kind: 'saved' } | { kind: 'refused'; errorMessages: string[] } | { kind: 'failed' };

export async function modifySubscriptions(
  api: KyInstance,
  phoneNumber: string,
  options: readonly OptionChange[],
): Promise<ModifyResult> {
  try {
    const body: unknown = await api
      .post('SolutionsByText/ModifySubscriptions', {
        json: { PhoneNumber: phoneNumber, Options: options },
      })
      .json();
    const result = v.safeParse(ResponseSchema, body);
    if (!result.success) return { kind: 'failed' };
    const messages = (result.output.Errors ?? []).map((error) => error.ErrorMessage);
    if (result.output.HasNoErrors && messages.length === 0) return { kind: 'saved' };
    return { kind: 'refused', errorMessages: messages };
  } catch {
    return { kind: 'failed' };
  }
}

// Wire pieces every payments call shares: the error envelope and tolerant number/text fields.
import * as v from 'valibot';

export const money = v.nullish(v.number(), 0);
export const text = v.nullish(v.string(), '');
export const flag = v.nullish(v.boolean(), false);

export const ErrorsSchema = v.nullish(
  v.array(v.object({ ErrorMessage: v.nullish(v.string(), '') })),
  [],
);

/** The first server error of a body that says HasNoErrors: false, or undefined when it succeeded. */
export function firstError(body: {
  HasNoErrors?: boolean | null | undefined;
  Errors?: readonly { ErrorMessage: string }[] | null | undefined;
}): string | undefined {
  if (body.HasNoErrors !== false) return undefined;
  return body.Errors?.[0]?.ErrorMessage ?? '';
}

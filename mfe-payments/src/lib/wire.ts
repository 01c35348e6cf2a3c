// Wire pieces every payments call shares: the error envelope and tolerant number/text fields.
import { dollarsToCents } from '@portal/money/cents';
import * as v from 'valibot';

/** A money field of a response, read as cents. */
export const money = v.pipe(v.nullish(v.number(), 0), v.transform(dollarsToCents));
/** A plain number (days, codes), not money. */
export const count = v.nullish(v.number(), 0);
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

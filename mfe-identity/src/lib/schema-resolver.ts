// A react-hook-form resolver from a valibot schema chosen per check (the schema may depend on
// the values themselves, e.g. the account-number mask on the account type). Values stay as typed.
import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';
import { firstIssueByField } from '@portal/field-rules/form-issues';
import * as v from 'valibot';

export function resolveWith<T extends FieldValues>(
  schema: v.GenericSchema,
  values: T,
): ResolverResult<T> {
  const result = v.safeParse(schema, values);
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [key, issue] of Object.entries(firstIssueByField(result.issues)))
    if (issue) errors[key] = { type: issue.type, message: issue.message };
  // Flat forms only: each error sits at its top-level field name, which is what FieldErrors<T>
  // holds for such forms; the compiler cannot follow that through the string keys.
  return { values: {}, errors: errors as FieldErrors<T> };
}

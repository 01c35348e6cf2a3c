// A flat form's check: one message per field, the first its schema raises (the order the spec
// lists a field's rules in). Shared by the forms that check themselves and the resolver that
// hands a schema's issues to react-hook-form.
import * as v from 'valibot';

type Issue = v.BaseIssue<unknown>;

/** The first issue of each top-level field, by the field's name. */
export function firstIssueByField(issues: readonly Issue[]): Partial<Record<string, Issue>> {
  const first: Partial<Record<string, Issue>> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') first[key] ??= issue;
  }
  return first;
}

/** The first message of each top-level field, by the field's name. */
export function firstMessageByField<K extends string>(
  issues: readonly Issue[],
): Partial<Record<K, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const [field, issue] of Object.entries(firstIssueByField(issues)))
    messages[field] = issue?.message;
  return messages as Partial<Record<K, string>>;
}

/** The message each field of `values` is refused with; empty when the schema accepts them. */
export function fieldMessages<K extends string>(
  schema: v.GenericSchema,
  values: Readonly<Record<K, unknown>>,
): Partial<Record<K, string>> {
  const result = v.safeParse(schema, values);
  return result.success ? {} : firstMessageByField<K>(result.issues);
}

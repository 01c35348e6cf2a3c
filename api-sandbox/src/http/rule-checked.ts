import * as v from 'valibot';

// A route lists in `ruleChecked` the request fields (dotted paths) whose bad values a spec rule
// answers with its own code: the contract's schema takes those as sent, so the rule sees them.

/** valibot's fallback value: the value as it came (undefined when the field was not sent). */
const asSent = (dataset?: { value: unknown }): unknown => dataset?.value;

type Node = {
  type: string;
  entries?: v.ObjectEntries;
  rest?: v.GenericSchema;
  value?: v.GenericSchema;
  wrapped?: v.GenericSchema;
  default?: unknown;
  message?: unknown;
};

const OBJECTS: Record<string, (entries: v.ObjectEntries, message: never) => v.GenericSchema> = {
  object: v.object,
  loose_object: v.looseObject,
  strict_object: v.strictObject,
};
const WRAPPERS: Record<string, (wrapped: v.GenericSchema, fallback: never) => v.GenericSchema> = {
  optional: v.optional,
  nullable: v.nullable,
  nullish: v.nullish,
};

/**
 * `schema` with the field at `path` taken as sent when it does not match its own schema
 * (valibot's `fallback`), so the route's rule answers for it. The path goes through objects,
 * records (the named key joins them as an optional entry) and optional/nullable wrappers.
 */
function asSentAt(
  schema: v.GenericSchema,
  path: readonly string[],
  field: string,
): v.GenericSchema {
  const [name, ...rest] = path;
  if (name === undefined) return v.fallback(schema, asSent as never);
  const node = schema as unknown as Node;
  // A pipe around a schema would be lost by rebuilding it: refuse at start-up.
  const plain = !('pipe' in node);
  const entry = node.entries?.[name] as v.GenericSchema | undefined;
  const wrap = WRAPPERS[node.type];
  if (plain && wrap && node.wrapped)
    return wrap(asSentAt(node.wrapped, path, field), node.default as never);
  if (plain && OBJECTS[node.type] && entry)
    return OBJECTS[node.type]!(
      { ...node.entries, [name]: asSentAt(entry, rest, field) },
      node.message as never,
    );
  if (plain && node.type === 'object_with_rest' && node.rest) {
    const inner = entry ?? v.optional(node.rest);
    return v.objectWithRest(
      { ...node.entries, [name]: asSentAt(inner, rest, field) },
      node.rest,
      node.message as never,
    );
  }
  if (plain && node.type === 'record' && node.value)
    return v.objectWithRest(
      { [name]: asSentAt(v.optional(node.value), rest, field) },
      node.value,
      node.message as never,
    );
  throw new Error(`ruleChecked field ${field} is not reached through objects and records`);
}

/** `schema` with every `ruleChecked` field taken as sent when it does not match. */
export const withRuleChecked = (schema: v.GenericSchema, ruleChecked: readonly string[]) =>
  ruleChecked.reduce((result, field) => asSentAt(result, field.split('.'), field), schema);

import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import * as v from 'valibot';

// The schema a contracted route reads its request with: the endpoint's own `request` schema, read
// with the back end's case-insensitive field names, and with the fields the route's rules answer
// for (`ruleChecked`) taken as sent. The contract checks the SHAPE (types, presence); the area's
// rules still answer the spec's codes for bad values.

/** What a request carries before parsing: the query string, the JSON body or the form fields. */
export type RawInput = Record<string, unknown>;

/** The field names a schema declares (across a union's options), to match sent names against. */
function declaredKeys(schema: v.GenericSchema): string[] {
  const node = schema as { entries?: Record<string, unknown>; options?: v.GenericSchema[] };
  if (node.entries) return Object.keys(node.entries);
  if (node.options) return node.options.flatMap(declaredKeys);
  return [];
}

/** The schema a field of `schema` is read with (an object's entry), if it is one object's. */
function entrySchema(schema: v.GenericSchema, name: string): v.GenericSchema | undefined {
  const node = schema as { entries?: Record<string, v.GenericSchema> };
  return node.entries?.[name];
}

const isRecord = (value: unknown): value is RawInput =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/** A nested value with its names spelled as its schema spells them (objects, lists of them). */
function canonicalValue(schema: v.GenericSchema | undefined, value: unknown): unknown {
  let node = schema as { wrapped?: v.GenericSchema; item?: v.GenericSchema } | undefined;
  while (node?.wrapped) node = node.wrapped as typeof node; // optional, nullable, nullish
  if (!node) return value;
  if (Array.isArray(value) && node.item)
    return value.map((item) => canonicalValue(node.item, item));
  if (isRecord(value)) return canonicalNames(node as v.GenericSchema, value);
  return value;
}

/**
 * The sent fields with each name spelled as the contract spells it, nested objects too: the back
 * end binds names case-insensitively (`username` = `UserName`), so the sandbox does too. An exact
 * match wins.
 */
export function canonicalNames(schema: v.GenericSchema, raw: RawInput): RawInput {
  const declared = new Map(declaredKeys(schema).map((key) => [key.toLowerCase(), key]));
  const result: RawInput = {};
  for (const [name, value] of Object.entries(raw)) {
    const spelled = Object.hasOwn(raw, declared.get(name.toLowerCase()) ?? name)
      ? name
      : (declared.get(name.toLowerCase()) ?? name);
    if (!Object.hasOwn(result, spelled))
      result[spelled] = canonicalValue(entrySchema(schema, spelled), value);
  }
  return result;
}

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

/** The schema a contracted route parses its request with (see the top of this file). */
export function requestSchema(
  endpoint: AnyEndpoint,
  ruleChecked: readonly string[] = [],
): v.GenericSchema {
  const contract = ruleChecked.reduce<v.GenericSchema>(
    (schema, field) => asSentAt(schema, field.split('.'), field),
    endpoint.request,
  );
  return v.pipe(
    v.unknown(),
    v.transform((raw) => (isRecord(raw) ? canonicalNames(endpoint.request, raw) : raw)),
    contract,
  );
}

/** One sentence naming the field, without echoing the value sent (it may be a password). */
export function refusalMessage(issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue) ?? 'the request';
  if (issue.received === 'undefined') return `Invalid: ${field} is required`;
  if (issue.kind === 'schema') return `Invalid: ${field} must be ${issue.expected ?? 'valid'}`;
  return `Invalid: ${field} fails ${issue.type}${issue.expected ? ` (${issue.expected})` : ''}`;
}

import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import * as v from 'valibot';
import { withRuleChecked } from './rule-checked.ts';

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

/** The schema a contracted route parses its request with (see the top of this file). */
export function requestSchema(
  endpoint: AnyEndpoint,
  ruleChecked: readonly string[] = [],
): v.GenericSchema {
  const contract = withRuleChecked(endpoint.request, ruleChecked);
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

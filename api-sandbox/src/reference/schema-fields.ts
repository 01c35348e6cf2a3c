// A JSON Schema as rows a person reads: one per field, nested fields by their dotted path
// (`Address.City`, `PhoneNumbers[].Primary`), with the type and the checks the contract makes.

export interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  /** The checks beyond the type: lengths, bounds, patterns, formats. */
  readonly rules: string;
}

type Schema = Readonly<Record<string, unknown>>;

const MAX_DEPTH = 6;

/** The rows of a schema's fields, without the `skip` fields and the fields inside them. */
export function fieldRows(schema: unknown, skip: readonly string[] = []): FieldRow[] {
  const skipped = (name: string) =>
    skip.some((top) => name === top || name.startsWith(`${top}.`) || name.startsWith(`${top}[]`));
  return rowsOf(asSchema(schema), '', 0).filter((row) => !skipped(row.name));
}

/** A type in words: `string`, `integer or null`, `list of object`, `one of "A", "B"`. */
export function typeText(value: unknown): string {
  const schema = asSchema(value);
  if (typeof schema['$ref'] === 'string') return schema['$ref'].split('/').pop() ?? 'object';
  if ('const' in schema) return JSON.stringify(schema['const']);
  if (Array.isArray(schema['enum']))
    return `one of ${schema['enum'].map((item) => JSON.stringify(item)).join(', ')}`;
  const alternatives = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(alternatives)) return alternatives.map(typeText).join(' or ');
  if (schema['type'] === 'array') return `list of ${typeText(schema['items'])}`;
  if (schema['type'] === 'string' && typeof schema['contentMediaType'] === 'string') return 'file';
  if (Array.isArray(schema['type'])) return schema['type'].join(' or ');
  return typeof schema['type'] === 'string' ? schema['type'] : 'any';
}

function rowsOf(schema: Schema, prefix: string, depth: number): FieldRow[] {
  if (depth > MAX_DEPTH) return [];
  const properties = asSchema(schema['properties']);
  const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
  return Object.entries(properties).flatMap(([name, child]) => {
    const path = `${prefix}${name}`;
    const row: FieldRow = {
      name: path,
      type: typeText(child),
      required: required.includes(name),
      rules: rulesOf(asSchema(child)),
    };
    return [row, ...nestedRows(asSchema(child), path, depth + 1)];
  });
}

/** The fields inside an object, a list of objects, or either of them that may be null. */
function nestedRows(schema: Schema, path: string, depth: number): FieldRow[] {
  const alternatives = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(alternatives))
    return alternatives.flatMap((alternative) => nestedRows(asSchema(alternative), path, depth));
  if (schema['type'] === 'array') return nestedRows(asSchema(schema['items']), `${path}[]`, depth);
  if (schema['type'] === 'object') return rowsOf(schema, `${path}.`, depth);
  return [];
}

const RULES: readonly [string, (value: unknown) => string][] = [
  ['minLength', (value) => `at least ${String(value)} characters`],
  ['maxLength', (value) => `at most ${String(value)} characters`],
  ['minimum', (value) => `at least ${String(value)}`],
  ['maximum', (value) => `at most ${String(value)}`],
  ['exclusiveMinimum', (value) => `more than ${String(value)}`],
  ['exclusiveMaximum', (value) => `less than ${String(value)}`],
  ['minItems', (value) => `at least ${String(value)} items`],
  ['maxItems', (value) => `at most ${String(value)} items`],
  ['format', (value) => `format ${String(value)}`],
  ['pattern', (value) => `matches ${String(value)}`],
];

function rulesOf(schema: Schema): string {
  const alternatives = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(alternatives))
    return alternatives
      .map((alternative) => rulesOf(asSchema(alternative)))
      .filter(Boolean)
      .join('; ');
  return RULES.filter(([key]) => key in schema)
    .map(([key, describe]) => describe(schema[key]))
    .join(', ');
}

function asSchema(value: unknown): Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Schema)
    : {};
}

// The JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a contract schema, by valibot's own
// converter. The wire shape is what travels, so the input side of each schema is converted.
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/** What an uploaded file is in OpenAPI 3.1: binary content, not a JSON value. */
const BINARY: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };

export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    // A check valibot cannot express (a custom rule) leaves the type it can: the document stays
    // complete, and the contract test still runs the real schema against the sandbox.
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema.type === 'blob' || valibotSchema.type === 'file' ? BINARY : undefined,
  });
  // The document states its dialect once (jsonSchemaDialect); each schema need not repeat it.
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}

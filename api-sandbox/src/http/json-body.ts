import { invalid } from './http-error.ts';

// A JSON call's body, as the handlers read it: an object (ADR 010 has how it is read and limited).

/** Largest JSON body any call accepts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type JsonObject = Record<string, unknown>;

/** Parses a body that must be a JSON object; an empty body counts as `{}`. */
export function parseJsonObject(text: string): JsonObject {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid();
  return value as JsonObject;
}

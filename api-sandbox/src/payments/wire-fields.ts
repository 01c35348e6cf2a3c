// Readers for the nested and numeric body fields of the payments calls (400 Invalid on a bad type).
import { field } from '../http/fields.ts';
import { invalid } from '../http/http-error.ts';
import type { JsonObject } from '../http/read-body.ts';

export function requireObject(body: JsonObject, name: string): JsonObject {
  const value = field(body, name);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid();
  return value as JsonObject;
}

export function optionalObject(body: JsonObject, name: string): JsonObject | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid();
  return value as JsonObject;
}

export function requireNumber(body: JsonObject, name: string): number {
  const value = field(body, name);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid();
  return value;
}

export function optionalNumber(body: JsonObject, name: string, fallback = 0): number {
  const value = field(body, name);
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid();
  return value;
}

/** A business refusal: 200 with the envelope, as the spec's response tables show. */
export const refusal = (code: string, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { HasNoErrors: false, Errors: [{ ErrorMessage: code }], ...extra },
});

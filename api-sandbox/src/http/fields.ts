import { invalid } from './http-error.ts';
import type { JsonObject } from './read-body.ts';

// Body fields are matched case-insensitively (the back end binds `username` and `UserName` alike).
// Every reader throws 400 Invalid for a missing required field or a wrong type.

export function field(body: JsonObject, name: string): unknown {
  if (Object.hasOwn(body, name)) return body[name];
  const wanted = name.toLowerCase();
  for (const key of Object.keys(body)) {
    if (key.toLowerCase() === wanted) return body[key];
  }
  return undefined;
}

const DEFAULT_MAX_LENGTH = 1024;

export function requireString(
  body: JsonObject,
  name: string,
  maxLength = DEFAULT_MAX_LENGTH,
): string {
  const value = field(body, name);
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) throw invalid();
  return value;
}

export function optionalString(
  body: JsonObject,
  name: string,
  maxLength = DEFAULT_MAX_LENGTH,
): string | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw invalid();
  return value;
}

export function optionalBoolean(body: JsonObject, name: string): boolean | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid();
  return value;
}

export function optionalStringArray(body: JsonObject, name: string, maxItems = 50): string[] {
  const value = field(body, name);
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > maxItems) throw invalid();
  if (!value.every((item) => typeof item === 'string' && item.length <= DEFAULT_MAX_LENGTH))
    throw invalid();
  return value as string[];
}

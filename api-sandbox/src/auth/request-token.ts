import type { IncomingHttpHeaders } from 'node:http';

/** The `UserToken` header (header names are case-insensitive; Node lower-cases them). */
export function headerToken(headers: IncomingHttpHeaders): string | undefined {
  const value = headers['usertoken'];
  const token = (Array.isArray(value) ? value[0] : value)?.trim();
  return token ? token : undefined;
}

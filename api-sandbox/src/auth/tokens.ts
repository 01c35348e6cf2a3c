import { randomBytes } from 'node:crypto';

/** A random token of 40 hex characters. */
export const newToken = (): string => randomBytes(20).toString('hex');

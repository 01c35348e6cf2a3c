import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// Stored form: "scrypt$N$r$p$<salt hex>$<hash hex>".
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('hex'), hash.toString('hex')].join(
    '$',
  );
}

/** A well-formed hash that matches no password: verified against for unknown users, to keep timing flat. */
export const UNMATCHABLE_HASH = hashPassword(randomBytes(16).toString('hex'));

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltHex, hashHex] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !saltHex || !hashHex) return Promise.resolve(false);
  const expected = Buffer.from(hashHex, 'hex');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, options, (error, derived) => {
      resolve(!error && derived.length === expected.length && timingSafeEqual(derived, expected));
    });
  });
}

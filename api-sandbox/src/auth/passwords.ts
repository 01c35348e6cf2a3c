import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// Stored form: "scrypt$N$r$p$<salt hex>$<hash hex>".
/** scrypt's work factor N for new hashes; a store may be made with a lower one (tests, ADR 010). */
export const PASSWORD_COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string, cost = PASSWORD_COST): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('hex'), hash.toString('hex')].join(
    '$',
  );
}

const unmatchable = new Map<number, string>();

/** A well-formed hash that matches no password, of the store's cost: verified against for unknown
 * users, to keep timing flat. */
export function unmatchableHash(cost: number): string {
  let hash = unmatchable.get(cost);
  if (!hash) unmatchable.set(cost, (hash = hashPassword(randomBytes(16).toString('hex'), cost)));
  return hash;
}

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

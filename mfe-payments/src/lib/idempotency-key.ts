// One key per confirmed payment (IETF draft-ietf-httpapi-idempotency-key-header): random, so
// no two confirmations share one, and opaque to the back end.
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

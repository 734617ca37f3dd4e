// An Idempotency-Key per submission: a retry of the same body (a double tap, a dropped answer) sends
// the same key so the server answers the first result instead of acting twice; a changed body is a
// new submission and gets a new key.
export function randomKey(): string {
  // randomUUID exists only in secure contexts; an office LAN served over http still needs a key.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type IdempotencyKeyFor = (body: unknown) => string;

export function idempotencyKeys(): IdempotencyKeyFor {
  let last: { key: string; body: string } | null = null;
  return (body) => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { key: randomKey(), body: text };
    return last.key;
  };
}

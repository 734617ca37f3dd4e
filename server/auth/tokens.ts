// Random secrets and their stored form: only a SHA-256 of a session id, reset token or client key
// is ever written to the database, so a leaked table grants nothing.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// Client keys are typed by farmers on phones: no 0/O or 1/I/L to confuse.
const KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A client key like AGV-7KQ2-9XMD-P4TW (about 59 bits of randomness). */
export function newClientKey(): string {
  const group = () => Array.from({ length: 4 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
  return `AGV-${group()}-${group()}-${group()}`;
}

/** Case, spaces and dashes do not matter when a farmer types the key. */
function normalizeClientKey(key: string): string {
  return key.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function hashClientKey(key: string): string {
  return sha256(`client-key:${normalizeClientKey(key)}`);
}

/** What may be shown of a key after it was issued: its last group. */
export function clientKeyHint(key: string): string {
  const normalized = normalizeClientKey(key);
  return `AGV-••••-••••-${normalized.slice(-4)}`;
}

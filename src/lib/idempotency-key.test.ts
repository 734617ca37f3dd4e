import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from './idempotency-key.ts';

describe('idempotencyKeys', () => {
  it('sends the same key when the same body is retried', () => {
    const keyFor = idempotencyKeys();
    const first = keyFor({ seasonId: 1, items: [{ productId: 2, quantity: 3 }] });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyFor({ seasonId: 1, items: [{ productId: 2, quantity: 3 }] })).toBe(first);
  });

  it('gives a changed body a new key', () => {
    const keyFor = idempotencyKeys();
    const first = keyFor({ quantity: 3 });
    const second = keyFor({ quantity: 4 });
    expect(second).not.toBe(first);
    expect(keyFor({ quantity: 3 })).not.toBe(first);
  });
});

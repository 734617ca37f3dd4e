import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '../../../domain/password.ts';
import { demoPassword, randomDemoPassword } from './password.ts';

describe('demo password', () => {
  it('uses the configured password when there is one', () => {
    expect(demoPassword('Cosecha-Demo-2026')).toBe('Cosecha-Demo-2026');
  });

  it('otherwise draws three Spanish words and two digits that pass the password rules', () => {
    for (let i = 0; i < 50; i++) {
      const password = demoPassword(undefined);
      expect(password).toMatch(/^[A-Z][a-z]+-[A-Z][a-z]+-[A-Z][a-z]+-\d{2}$/);
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(newPasswordSchema.safeParse(password).success).toBe(true);
    }
  });

  it('draws a different password on each call', () => {
    const drawn = new Set(Array.from({ length: 20 }, () => randomDemoPassword()));
    expect(drawn.size).toBeGreaterThan(1);
  });
});

// The demo password: the configured one, or a random one that can be read aloud and typed on a
// phone (three Spanish farm words and two digits, e.g. "Surco-Mazorca-Riego-47").
import { randomInt } from 'node:crypto';
import { newPasswordSchema } from '../../../domain/password.ts';

const WORDS = [
  'Surco',
  'Mazorca',
  'Riego',
  'Cosecha',
  'Semilla',
  'Parcela',
  'Elote',
  'Sorgo',
  'Tractor',
  'Granero',
  'Milpa',
  'Arado',
  'Siembra',
  'Ensilaje',
  'Temporal',
  'Bodega',
  'Espiga',
  'Rastrojo',
  'Nopal',
  'Labranza',
] as const;

export function randomDemoPassword(): string {
  const words = Array.from({ length: 3 }, () => WORDS[randomInt(WORDS.length)]);
  const digits = String(randomInt(10, 100));
  return [...words, digits].join('-');
}

export function demoPassword(configured: string | undefined): string {
  if (configured) return configured;
  // The word list is long enough that every draw passes; the loop only guards the rule itself.
  for (;;) {
    const candidate = randomDemoPassword();
    if (newPasswordSchema.safeParse(candidate).success) return candidate;
  }
}

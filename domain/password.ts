// Password rules (OWASP ASVS V2.1): at least 8 characters, long ones allowed, common ones refused.
import { z } from './zod.ts';

export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

// The most used passwords in breach corpora, plus obvious Spanish and product-specific ones.
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '11223344',
  '12341234',
  '123123123',
  '147258369',
  '123456780',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  '1q2w3e4r',
  '1qaz2wsx',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'abc12345',
  'abcd1234',
  'aa123456',
  'welcome1',
  'letmein1',
  'admin123',
  'administrator',
  'contraseña',
  'contrasena',
  'contrasena1',
  'contraseña1',
  'micontraseña',
  'teamo123',
  'tequiero',
  'mexico123',
  'mexico2024',
  'mexico2025',
  'mexico2026',
  'agroventas',
  'agroventas1',
  'agroventas123',
  'dekalb123',
  'semillas',
  'semillas1',
  'maiz1234',
  'bienvenido',
  'bienvenido1',
  'cambiame',
  'cambiar123',
  'secreto1',
  'america1',
  'chivas123',
  'futbol123',
  'monterrey',
]);

export function isCommonPassword(password: string): boolean {
  const normalized = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(normalized)) return true;
  // A single repeated character ("aaaaaaaa") is as weak as any listed one.
  return new Set(normalized).size <= 2;
}

export const newPasswordSchema = z
  .string({ error: 'La contraseña es obligatoria.' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`)
  .max(PASSWORD_MAX, `La contraseña no puede tener más de ${PASSWORD_MAX} caracteres.`)
  .refine((value) => !isCommonPassword(value), 'Esa contraseña es demasiado común; elige otra.');

// Common Mexican given names and surnames, and the contact details derived from them (phone with
// the state's area code, an e-mail address, a person's RFC as SAT builds it).
import type { SeedRandom } from './random.ts';

export const GIVEN_NAMES = [
  'José Luis',
  'Juan Carlos',
  'Francisco',
  'Antonio',
  'Jesús',
  'Miguel',
  'Pedro',
  'Alejandro',
  'Manuel',
  'Ricardo',
  'Fernando',
  'Roberto',
  'Javier',
  'Arturo',
  'Ramón',
  'Salvador',
  'Rafael',
  'Eduardo',
  'Gerardo',
  'Sergio',
  'Martín',
  'Ignacio',
  'María Guadalupe',
  'Rosa María',
  'Leticia',
  'Verónica',
  'Margarita',
  'Josefina',
  'Claudia',
  'Silvia',
  'Alma Delia',
  'Elvira',
  'Socorro',
] as const;

export const SURNAMES = [
  'González',
  'Rodríguez',
  'Martínez',
  'Hernández',
  'López',
  'García',
  'Sánchez',
  'Ramírez',
  'Flores',
  'Gómez',
  'Vázquez',
  'Jiménez',
  'Morales',
  'Reyes',
  'Cruz',
  'Ortiz',
  'Gutiérrez',
  'Chávez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Castillo',
  'Navarro',
  'Orozco',
  'Ibarra',
  'Zepeda',
  'Barajas',
  'Villalobos',
  'Cervantes',
  'Íñiguez',
  'Padilla',
  'Camacho',
  'Lozano',
  'Valdez',
  'Quiñones',
  'Beltrán',
  'Félix',
  'Soto',
] as const;

/** Long-distance prefixes of farming towns, by state INEGI code. */
const AREA_CODES: Record<string, readonly string[]> = {
  '08': ['625', '639', '614'],
  '11': ['461', '462', '469', '429', '456'],
  '14': ['378', '348', '375', '341', '393'],
  '16': ['351', '352', '453'],
  '25': ['668', '667', '687'],
  '26': ['644', '642', '662'],
  '28': ['899', '831'],
};

export function mexicanPhone(random: SeedRandom, stateCode: string): string {
  const prefix = random.pick(AREA_CODES[stateCode] ?? ['55']);
  let phone = prefix;
  while (phone.length < 10) phone += String(random.int(0, 9));
  return phone;
}

/** Upper-case ASCII letters and spaces only: "Íñiguez" → "INIGUEZ". */
function plain(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/[^A-Z ]/g, '');
}

export function emailFor(random: SeedRandom, firstName: string, lastName: string): string {
  const first = plain(firstName).split(' ')[0] ?? 'cliente';
  const last = plain(lastName).split(' ')[0] ?? 'agro';
  const domain = random.pick(['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx']);
  return `${first}.${last}${random.int(1, 99)}@${domain}`.toLowerCase();
}

const HOMOCLAVE = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A person's RFC: first letter and first inner vowel of the first surname, initial of the
 * second surname and of the given name, birth date (YYMMDD) and a three-character homoclave. */
export function personRfc(random: SeedRandom, firstName: string, lastName: string): string {
  // SAT writes Ñ as X in an RFC.
  const [first = 'X', second = 'X'] = plain(lastName.toUpperCase().replace(/Ñ/g, 'X')).split(' ');
  const vowel = first.slice(1).match(/[AEIOU]/)?.[0] ?? 'X';
  const given = plain(firstName)[0] ?? 'X';
  const birth = [random.int(55, 99), random.int(1, 12), random.int(1, 28)]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  const homoclave = Array.from({ length: 3 }, () => random.pick(HOMOCLAVE.split(''))).join('');
  return `${first[0]}${vowel}${second[0]}${given}${birth}${homoclave}`;
}

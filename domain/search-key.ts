// How the app compares a typed search with names, in a module of its own so a list or a picker can
// use it without loading text.ts's schemas (and zod with them).

/** Case- and accent-insensitive form of a text, as the server's searches compare ("Núñez" ~ "nunez"). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

// Names compared as a person reads them: case, accents and repeated spaces do not make a new name
// ("Sur-Sureste" and "sur sureste " are different, "Bajío" and "bajio" are the same).
function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

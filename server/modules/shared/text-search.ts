// The pattern of a free-text filter (`q`): a case-insensitive substring, with LIKE wildcards escaped.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

import { describe, expect, it } from 'vitest';
import { cleanText, cleanTextDeep } from './text.ts';

describe('invisible characters', () => {
  it('drops control, zero-width and direction characters, and keeps tabs, line breaks and accents', () => {
    expect(cleanText('\u202EÑoño\u202C\u200B\u0000 Pérez\r\n\tFin\u007F\u0085\uFEFF')).toBe(
      'Ñoño Pérez\r\n\tFin',
    );
    expect(cleanText('\u200B\u200C\u200D\u2060\u2066\u2069')).toBe('');
  });

  it('cleans every string of a body but its secrets, without touching any prototype', () => {
    const body = JSON.parse(
      '{"name":"A\\u200Bna","items":[{"note":"x\\u0007"}],"password":"p\\u200B","__proto__":{"polluted":"yes"}}',
    );
    const clean = cleanTextDeep(body) as Record<string, unknown>;
    expect(clean.name).toBe('Ana');
    expect(clean.items).toEqual([{ note: 'x' }]);
    expect(clean.password).toBe('p\u200B');
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('walks a hostile, deeply nested body without exhausting the stack', () => {
    const deep = JSON.parse(`{"x":${'['.repeat(5000)}"a\\u200B"${']'.repeat(5000)}}`);
    expect(() => cleanTextDeep(deep)).not.toThrow();
    expect(cleanTextDeep({ a: [[{ b: 'c\u200B' }]] })).toEqual({ a: [[{ b: 'c' }]] });
  });
});

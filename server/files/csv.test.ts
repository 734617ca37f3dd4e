import { describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv } from './csv.ts';

describe('csv reader', () => {
  it('reads quoted fields with separators, quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"x, y","dijo ""sí""","dos\nlíneas"\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'dijo "sí"', 'dos\nlíneas'],
    ]);
  });

  it('detects semicolons as the separator', () => {
    expect(parseCsv('Cliente;Cantidad\n12;1,5')).toEqual([
      ['Cliente', 'Cantidad'],
      ['12', '1,5'],
    ]);
  });

  it('stops after the given number of records', () => {
    expect(parseCsv('a\nb\nc\nd', 2)).toEqual([['a'], ['b']]);
  });

  it('decodes UTF-8 with a BOM and falls back to Windows-1252 for Excel files', () => {
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Hectáreas,Año', 'utf8')]);
    expect(decodeCsv(utf8)).toBe('Hectáreas,Año');
    expect(decodeCsv(Buffer.from('Inversión,Peña', 'latin1'))).toBe('Inversión,Peña');
  });
});

// Reads the text a pdfkit document shows (tests only): inflates the page streams and decodes the
// hex strings of each TJ operator (WinAnsi, which matches Latin-1 for Spanish letters).
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';

function pageStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    const data = /\/FlateDecode/.test(match[1] ?? '') ? inflateSync(raw) : raw;
    streams.push(data.toString('latin1'));
  }
  return streams;
}

export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of pageStreams(pdf)) {
    for (const array of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '').join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/** Expects a document's text to show each of the given texts. */
export function expectTextShows(text: string, shown: readonly string[]): void {
  for (const expected of shown) expect(text).toContain(expected);
}

/** The text of a PDF, expected to be one (it starts as a PDF does) of one page. */
export function onePagePdfText(pdf: Buffer): string {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfPageCount(pdf)).toBe(1);
  return pdfText(pdf);
}

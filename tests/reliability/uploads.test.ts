// Uploads: oversize files, zip bombs and oversize JSON bodies are refused by the real
// server process while its resident memory stays flat (sampled from /proc every 20 ms).
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, DEMO_PASSWORD, memoryOf, sampleRssPeak, signIn } from '../../bench/lib/process.ts';
import { XLSX_TYPE, importForm } from '../../bench/lib/import-file.ts';
import { handmadeZip, zipBomb } from '../../server/files/test-support/handmade-zip.ts';
import { buildServer, kill, startServer, waitHealthy, type ServerProcess } from './support/built-server.ts';
import { reliabilityKinds } from './support/context.ts';
import { scratchDatabase, type ScratchDatabase } from './support/databases.ts';

const REPEAT = 10;
const FLAT_MIB = 64;

let database: ScratchDatabase;
let server: ServerProcess;
let cookie: string;

// Every check runs on each database of the run (PGlite, and PostgreSQL when configured).
describe.each(reliabilityKinds())('%s', (kind) => {
  beforeAll(async () => {
    buildServer();
    database = await scratchDatabase(kind);
    server = await startServer(database.location);
    await waitHealthy(server);
    cookie = await signIn(
      { url: server.url, publicUrl: server.origin },
      { email: 'admin@agroventas.mx', password: DEMO_PASSWORD },
    );
  }, 300_000);
  afterAll(async () => {
    if (server) await kill(server, 'SIGTERM');
    await database?.remove();
  });

  /** Runs `send` REPEAT times while sampling the server's RSS; returns the statuses and the growth in MiB. */
  async function underWatch(
    send: () => Promise<Response>,
  ): Promise<{ statuses: Set<string>; seen: string; growthMiB: number; baseMiB: number }> {
    const pid = server.child.pid;
    const rss = sampleRssPeak(pid, 20);
    const counts = new Map<string, number>();
    try {
      for (let i = 0; i < REPEAT; i += 1) {
        const response = await send();
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        const status = `${response.status} ${body.code ?? ''}`.trim();
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    } finally {
      rss.stop();
    }
    const base = rss.beforeKiB;
    const peak = Math.max(rss.peakKiB, memoryOf(pid).rssKiB);
    // Every answer counted, so one odd answer among ten shows (e.g. "413 FILE_TOO_LARGE ×9, 422
    // UNREADABLE_FILE ×1").
    const seen = [...counts].map(([status, n]) => `${status} ×${n}`).join(', ');
    return { statuses: new Set(counts.keys()), seen, growthMiB: (peak - base) / 1024, baseMiB: base / 1024 };
  }

  const upload = (bytes: Buffer, filename: string, type: string) => {
    const { 'content-type': _json, ...headers } = apiHeaders(server.origin, cookie);
    return fetch(`${server.url}/api/sales/import`, {
      method: 'POST',
      headers,
      body: importForm(bytes, filename, type),
    });
  };

  describe(`uploads refused with flat memory`, () => {
    it('refuses files over 5 MB with 413, even 50 MB ones, without holding them', async ({ annotate }) => {
      // Sizes that are whole multiples of fetch's 64 KiB chunks: the limit then falls on a chunk
      // boundary, where a truncated file used to be handed over and parsed (422, or even imported).
      const six = Buffer.alloc(6 * 1024 * 1024, 0x41);
      const fifty = Buffer.alloc(50 * 1024 * 1024, 0x41);
      const workbook = Buffer.concat([zipBomb().subarray(0, 4), randomBytes(6 * 1024 * 1024)]);
      const small = await underWatch(() => upload(six, 'ventas.csv', 'text/csv'));
      const large = await underWatch(() => upload(fifty, 'ventas.csv', 'text/csv'));
      const excel = await underWatch(() => upload(workbook, 'ventas.xlsx', XLSX_TYPE));
      await annotate(
        `${REPEAT}× 6 MB .csv → ${small.seen}, RSS +${small.growthMiB.toFixed(0)} MiB; ${REPEAT}× 50 MB .csv → ${large.seen}, RSS +${large.growthMiB.toFixed(0)} MiB; ${REPEAT}× 6 MB .xlsx → ${excel.seen}, RSS +${excel.growthMiB.toFixed(0)} MiB (server at ${large.baseMiB.toFixed(0)} MiB)`,
      );
      expect([...small.statuses]).toEqual(['413 FILE_TOO_LARGE']);
      expect([...large.statuses]).toEqual(['413 FILE_TOO_LARGE']);
      expect([...excel.statuses]).toEqual(['413 FILE_TOO_LARGE']);
      expect(small.growthMiB).toBeLessThan(FLAT_MIB);
      expect(large.growthMiB).toBeLessThan(FLAT_MIB);
      expect(excel.growthMiB).toBeLessThan(FLAT_MIB);
    });

    it('refuses zip bombs (60 MB in under 200 KB, and one lying about its size) with 422', async ({
      annotate,
    }) => {
      const bomb = zipBomb();
      const liar = zipBomb(2048);
      const honest = await underWatch(() => upload(bomb, 'ventas.xlsx', XLSX_TYPE));
      const lying = await underWatch(() => upload(liar, 'ventas.xlsx', XLSX_TYPE));
      await annotate(
        `${REPEAT}× bomb of ${(bomb.length / 1024).toFixed(0)} KiB → ${honest.seen}, RSS +${honest.growthMiB.toFixed(0)} MiB; ${REPEAT}× lying bomb → ${lying.seen}, RSS +${lying.growthMiB.toFixed(0)} MiB`,
      );
      expect([...honest.statuses]).toEqual(['422 UNREADABLE_FILE']);
      expect([...lying.statuses]).toEqual(['422 UNREADABLE_FILE']);
      expect(honest.growthMiB).toBeLessThan(FLAT_MIB);
      expect(lying.growthMiB).toBeLessThan(FLAT_MIB);
    });

    it('refuses a sheet of 1.3 million cells in a few MB with 422 before parsing it', async ({
      annotate,
    }) => {
      // About 38 MB of XML that compresses ten times into 4 MB: under the upload, size and ratio
      // limits, so only the sheet's own declared size gives it away (1.3 M cells).
      const rows: string[] = [];
      for (let r = 0; r < 130_000; r += 1) {
        const cells = Array.from(
          { length: 10 },
          (_, c) => `<c r="${'ABCDEFGHIJ'[c]}${r + 1}"><v>${(r + c) % 100}</v></c>`,
        );
        rows.push(`<row r="${r + 1}">${cells.join('')}</row>`);
      }
      const sheet = Buffer.from(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`);
      const workbook = handmadeZip([{ name: 'xl/worksheets/sheet1.xml', content: sheet }]);
      expect(workbook.length).toBeLessThan(5 * 1024 * 1024);
      const result = await underWatch(() => upload(workbook, 'ventas.xlsx', XLSX_TYPE));
      await annotate(
        `${REPEAT}× ${(workbook.length / 1024 / 1024).toFixed(1)} MB .xlsx of 1.3 M cells (${(sheet.length / 1024 / 1024).toFixed(0)} MB of XML) → ${result.seen}, RSS +${result.growthMiB.toFixed(0)} MiB`,
      );
      expect([...result.statuses]).toEqual(['422 UNREADABLE_FILE']);
      expect(result.growthMiB).toBeLessThan(FLAT_MIB);
      const answer = (await (await upload(workbook, 'ventas.xlsx', XLSX_TYPE)).json()) as {
        message?: string;
      };
      expect(answer.message).toMatch(/demasiadas celdas/);
    });

    it('refuses JSON bodies over 1 MB with 413', async ({ annotate }) => {
      const huge = Buffer.from(JSON.stringify({ notes: 'x'.repeat(8 * 1024 * 1024) }));
      // The declared length is over the limit: the server must answer 413 before reading the body,
      // so only its first 64 KiB are sent and the answer is awaited (fetch would report only the
      // upload the server cut short).
      const send = () =>
        new Promise<Response>((resolve, reject) => {
          const request = httpRequest(`${server.url}/api/sales/1`, {
            method: 'PUT',
            headers: { ...apiHeaders(server.origin, cookie), 'content-length': String(huge.length) },
          });
          request.on('response', (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () => {
              request.destroy();
              resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 0 }));
            });
          });
          request.on('error', reject);
          request.setTimeout(30_000, () => request.destroy(new Error('no answer within 30 s')));
          request.write(huge.subarray(0, 64 * 1024));
        });
      const result = await underWatch(send);
      await annotate(`${REPEAT}× 8 MB JSON → ${result.seen}, RSS +${result.growthMiB.toFixed(0)} MiB`);
      expect([...result.statuses].every((s) => s.startsWith('413'))).toBe(true);
      expect(result.growthMiB).toBeLessThan(FLAT_MIB);
    });
  });
});

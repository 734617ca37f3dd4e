// Files and computation: import of 50,000 rows (.csv and .xlsx, through the real POST
// /api/sales/import in files of at most 5,000 rows, the product's limit), the sale report of
// 100,000 rows (time and the server's peak memory), the Dkbono PDF, and the simulator's
// computation.
import { MAX_IMPORT_ROWS } from '../domain/sales-import.ts';
import type { BenchDatabase } from './lib/databases.ts';
import {
  CSV_TYPE,
  XLSX_TYPE,
  importCsv,
  importForm,
  importXlsx,
  prepareImportTarget,
} from './lib/import-file.ts';
import { apiHeaders, DEMO_PASSWORD, sampleRssPeak, signIn, type RunningProcess } from './lib/process.ts';
import type { Results } from './lib/results.ts';
import { SCALE, scaled } from './lib/scale.ts';
import { fixed, percentile, timeEach } from './lib/stats.ts';

/**
 * The import of 50,000 rows is timed file by file (5,000 rows each, the product's limit). A full
 * run imports BENCH_IMPORT_FILES files per format (default 1: ten would take most of an hour on a
 * busy 2-core machine) and projects the ten-file time from the measured rate; BENCH_IMPORT_FILES=10
 * imports all 50,000 rows.
 */
async function benchImport(
  server: RunningProcess,
  database: BenchDatabase,
  cookie: string,
  results: Results,
) {
  const handle = await database.open();
  const target = await prepareImportTarget(handle.db);
  await handle.close();
  const goal = scaled(50_000, 100);
  // BENCH_IMPORT_ROWS shortens the file on a machine too busy for 5,000 rows in minutes.
  const perFile = Math.min(MAX_IMPORT_ROWS, goal, Number(process.env.BENCH_IMPORT_ROWS ?? MAX_IMPORT_ROWS));
  const files = Math.min(Math.ceil(goal / perFile), Number(process.env.BENCH_IMPORT_FILES ?? 1));
  const { 'content-type': _json, ...headers } = apiHeaders(server.publicUrl, cookie);
  for (const format of ['csv', 'xlsx'] as const) {
    let seconds = 0;
    let created = 0;
    for (let f = 0; f < files; f += 1) {
      const note = `bench-${format}-${f}`;
      const bytes =
        format === 'csv' ? importCsv(target, perFile, note) : await importXlsx(target, perFile, note);
      const form = importForm(bytes, `ventas.${format}`, format === 'csv' ? CSV_TYPE : XLSX_TYPE);
      const started = performance.now();
      const response = await fetch(`${server.url}/api/sales/import`, { method: 'POST', headers, body: form });
      const body = (await response.json()) as { data?: { created?: number }; message?: string };
      seconds += (performance.now() - started) / 1000;
      if (response.status !== 201)
        throw new Error(`import ${format} ${f}: ${response.status} ${body.message}`);
      created += body.data?.created ?? 0;
    }
    const rows = files * perFile;
    const projected =
      rows < goal
        ? `; ${goal.toLocaleString('en-US')} rows projected at this rate: ${fixed((goal / rows) * seconds, 0)} s`
        : '';
    results.add({
      section: 'Files',
      measure: `import .${format}, ${files} file(s) of ${perFile.toLocaleString('en-US')} rows`,
      value: `${fixed(seconds, 1)} s, ${fixed(rows / seconds, 0)} rows/s, ${created.toLocaleString('en-US')} sales created${projected}`,
    });
  }
}

async function benchReport(
  server: RunningProcess,
  database: BenchDatabase,
  cookie: string,
  results: Results,
) {
  // Six of the sixty generated months: a tenth of the sales, 100,000 at full scale.
  const filter = { from: '2024-01-01', to: '2024-06-30' };
  const handle = await database.open();
  const counted = await handle.db
    .selectFrom('sales')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sale_date', '>=', filter.from)
    .where('sale_date', '<=', filter.to)
    .executeTakeFirstOrThrow();
  await handle.close();
  const pid = server.child.pid;
  const rss = sampleRssPeak(pid, 20);
  const started = performance.now();
  const response = await fetch(
    `${server.url}/api/sales/sale-report?${new URLSearchParams(filter).toString()}`,
    {
      headers: apiHeaders(server.publicUrl, cookie),
    },
  );
  const bytes = (await response.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  rss.stop();
  if (!response.ok) throw new Error(`sale report: ${response.status}`);
  results.add({
    section: 'Files',
    measure: `sale report, ${Number(counted.n).toLocaleString('en-US')} rows (.xlsx ${fixed(bytes / 1024 / 1024, 1)} MiB)`,
    value: `${fixed(seconds, 1)} s; server RSS ${fixed(rss.beforeKiB / 1024, 0)} MiB before, ${fixed(rss.peakKiB / 1024, 0)} MiB peak (+${fixed((rss.peakKiB - rss.beforeKiB) / 1024, 0)} MiB)`,
  });
}

async function benchPdf(server: RunningProcess, database: BenchDatabase, cookie: string, results: Results) {
  const handle = await database.open();
  const voucher = await handle.db.selectFrom('vouchers').select('id').orderBy('id').executeTakeFirstOrThrow();
  await handle.close();
  const url = `${server.url}/api/vouchers/${voucher.id}/pdf`;
  const get = async () => {
    const response = await fetch(url, { headers: apiHeaders(server.publicUrl, cookie) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`PDF: ${response.status}`);
  };
  await get();
  const durations = await timeEach(scaled(200, 20), get);
  results.add({
    section: 'Files',
    measure: `Dkbono PDF, ${durations.length} sequential requests`,
    value: `p50 ${fixed(percentile(durations, 50), 1)} ms, p95 ${fixed(percentile(durations, 95), 1)} ms`,
  });
}

interface SimulatorModule {
  simulateScenarios?: (inputs: unknown[]) => unknown;
  simulate?: (input: unknown) => unknown;
}

async function benchSimulator(results: Results) {
  // Imported by a computed path: the simulator may be missing from a checkout and the benchmark
  // must run without it.
  const path = '../domain/simulator.ts';
  const simulator = (await import(path).catch(() => null)) as SimulatorModule | null;
  if (!simulator?.simulateScenarios) {
    results.note('Simulator computation: domain/simulator.ts has no simulateScenarios yet; not measured.');
    return;
  }
  const scenario = (seedsPerHa: number) => ({
    productionKind: 'GRAIN',
    hectares: 25.5,
    seedsPerHa,
    seedsPerBag: 60_000,
    pricePerBag: 4_250,
    discount: 1_500,
    voucherCredit: 2_000,
    yieldPerHa: 11.2,
    pricePerTon: 5_600,
    otherCostsPerHa: 18_500,
  });
  const inputs = [scenario(80_000), scenario(90_000), scenario(100_000)];
  const runs = SCALE === 1 ? 100_000 : 5_000;
  for (let i = 0; i < 1000; i += 1) simulator.simulateScenarios(inputs);
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) simulator.simulateScenarios(inputs);
  const microseconds = ((performance.now() - started) * 1000) / runs;
  results.add({
    section: 'Computation',
    measure: 'simulator, three scenarios side by side (simulateScenarios)',
    value: `${fixed(microseconds, 1)} µs per call (${runs.toLocaleString('en-US')} calls)`,
  });
}

export async function benchFiles(
  server: RunningProcess,
  database: BenchDatabase,
  results: Results,
): Promise<void> {
  const cookie = await signIn(server, { email: 'admin@agroventas.mx', password: DEMO_PASSWORD });
  await benchReport(server, database, cookie, results);
  await benchPdf(server, database, cookie, results);
  await benchImport(server, database, cookie, results);
  await benchSimulator(results);
}

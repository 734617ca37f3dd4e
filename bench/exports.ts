// List exports: all the sales of a database of 100,000 (BENCH_SCALE scales it) as .csv and as .xlsx
// through GET /api/sales/export, with the server's resident memory sampled every 50 ms: the export
// reads keyset batches and streams them, so the peak over the baseline should stay flat whatever
// the row count (run on 100,000 and on the 1,000,000 sales of the load database). Resident memory
// also holds garbage V8 has not collected yet, so the server runs with --trace-gc and the live heap
// is read too: the largest heap left after a full (mark-compact) collection.
import type { BenchDatabase } from './lib/databases.ts';
import {
  apiHeaders,
  DEMO_PASSWORD,
  sampleRssPeak,
  signIn,
  startOurServer,
  type RunningProcess,
} from './lib/process.ts';
import type { Results } from './lib/results.ts';
import { fixed } from './lib/stats.ts';

const COLUMNS = 'folio,date,customer,season,consultant,total,status,voucher';

export async function benchExports(database: BenchDatabase, results: Results): Promise<void> {
  const server = await startOurServer(database.location, ['--trace-gc']);
  try {
    await exportEverySale(server, database, results);
  } finally {
    await server.stop();
  }
}

async function exportEverySale(server: RunningProcess, database: BenchDatabase, results: Results) {
  const cookie = await signIn(server, { email: 'admin@agroventas.mx', password: DEMO_PASSWORD });
  const pid = server.child.pid;
  const liveHeap = liveHeapReader(server);
  for (const format of ['csv', 'xlsx'] as const) {
    liveHeap.reset();
    const rss = sampleRssPeak(pid, 50);
    const started = performance.now();
    const response = await fetch(
      `${server.url}/api/sales/export?format=${format}&columns=${COLUMNS}&sort=date:desc`,
      { headers: apiHeaders(server.publicUrl, cookie) },
    );
    if (!response.ok || !response.body) {
      rss.stop();
      throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
    }
    // Read as it comes and count, never holding the file: the client must not be what is measured.
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    rss.stop();
    const rows =
      format === 'csv'
        ? `${(lines - 1).toLocaleString('en-US')} rows`
        : `${database.summary.sales.toLocaleString('en-US')} sales in the database`;
    results.add({
      section: 'Files',
      measure: `sale export .${format}, all sales, 8 columns (${rows}, ${fixed(bytes / 1024 / 1024, 1)} MiB)`,
      value:
        `${fixed(seconds, 1)} s; server RSS ${fixed(rss.beforeKiB / 1024, 0)} MiB before, ${fixed(rss.peakKiB / 1024, 0)} MiB peak (+${fixed((rss.peakKiB - rss.beforeKiB) / 1024, 0)} MiB); ` +
        liveHeap.describe(),
    });
  }
  liveHeap.stop();
}

/** Follows the server's --trace-gc lines: the largest heap left after a full collection since reset. */
function liveHeapReader(server: RunningProcess) {
  const stdout = server.child.stdout;
  let partial = '';
  let largest = 0;
  let fullCollections = 0;
  const onData = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const match = /Mark-Compact[^>]*-> ([\d.]+) \(/.exec(line);
      if (!match) continue;
      fullCollections += 1;
      largest = Math.max(largest, Number(match[1]));
    }
  };
  stdout?.on('data', onData);
  return {
    reset() {
      largest = 0;
      fullCollections = 0;
    },
    describe() {
      return fullCollections === 0
        ? 'no full collection ran (live heap not read)'
        : `live heap ≤ ${fixed(largest, 0)} MB after each of ${fullCollections} full collections`;
    },
    stop() {
      stdout?.off('data', onData);
    },
  };
}

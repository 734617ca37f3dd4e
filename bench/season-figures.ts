// Season figures: GET /api/seasons/{id}/dashboard and GET /api/sales/summary/{id} on the
// PostgreSQL database of 1,000,000 generated sales, one request at a time (the latency a person
// waits for, not throughput), as admin (the whole season) and for the strip also as a supervisor
// (a team's share). The season is BENCH-PV-2024, about a tenth of all sales. Target: p50 ≤ 200 ms.
import type { BenchDatabase } from './lib/databases.ts';
import { apiHeaders, DEMO_PASSWORD, signIn, startOurServer } from './lib/process.ts';
import type { Results } from './lib/results.ts';
import { SCALE } from './lib/scale.ts';
import { fixed, percentile, timeEach } from './lib/stats.ts';

const SAMPLES = SCALE === 1 ? 40 : 10;
const TARGET_MS = 200;

export async function benchSeasonFigures(database: BenchDatabase, results: Results): Promise<void> {
  const section = `Season figures, PostgreSQL ${database.summary.sales.toLocaleString('en-US')} sales`;
  const season =
    database.summary.seasons.find((s) => s.name === 'BENCH-PV-2024') ?? database.summary.seasons[0];
  if (!season) throw new Error('bench data: no season');
  const server = await startOurServer(database.location);
  try {
    const admin = await signIn(server, { email: 'admin@agroventas.mx', password: DEMO_PASSWORD });
    const supervisor = await signIn(server, { email: 'supervisor@agroventas.mx', password: DEMO_PASSWORD });
    const cases = [
      { label: 'dashboard, admin', path: `/api/seasons/${season.id}/dashboard`, cookie: admin },
      { label: 'sales-list strip, admin', path: `/api/sales/summary/${season.id}`, cookie: admin },
      { label: 'sales-list strip, supervisor', path: `/api/sales/summary/${season.id}`, cookie: supervisor },
    ];
    for (const c of cases) {
      const get = async () => {
        const response = await fetch(`${server.url}${c.path}`, {
          headers: apiHeaders(server.publicUrl, c.cookie),
        });
        if (!response.ok) throw new Error(`GET ${c.path}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      await get(); // warm: plans cached, pages in memory
      const times = await timeEach(SAMPLES, get);
      const p50 = percentile(times, 50);
      results.add({
        section,
        measure: `${c.label} (${season.name}): p50 / p95 over ${SAMPLES} sequential requests`,
        value: `${fixed(p50, 0)} / ${fixed(percentile(times, 95), 0)} ms`,
        target: `p50 ≤ ${TARGET_MS} ms`,
        held: p50 <= TARGET_MS,
      });
    }
  } finally {
    await server.stop();
  }
}

// Lists under writes: two servers on the PostgreSQL database of 1,000,000 sales, as two
// instances behind one load balancer. 50 readers (autocannon) on one server while a consultant
// writes 10 sales a second through the other: every write moves the change feed, which drops what
// the reading server kept (counts and deep-page bookmarks), so the lists are read again at the
// rate the data moves. Each case is run read-only first, then under writes, back to back. Beside
// the load, a checker reads two counts on the reading server one after another (the admin's sales
// of the season being written, the consultant's own sales): each must already include every sale
// whose creation the writer had been answered before the read began. Target: p99 ≤ 200 ms, and no
// count behind a write it followed.
import type { BenchDatabase } from './lib/databases.ts';
import { CONNECTIONS, DURATION_S, load, type LoadFigures } from './lib/load.ts';
import { apiHeaders, DEMO_PASSWORD, signIn, startOurServer, type RunningProcess } from './lib/process.ts';
import type { Results } from './lib/results.ts';
import { scaled } from './lib/scale.ts';
import { fixed, percentile } from './lib/stats.ts';
import { prepareSaleFixture, type SaleFixture } from '../tests/reliability/support/sale-fixture.ts';
import { DEMO_EMAILS } from '../server/test/helper.ts';

const WRITES_PER_SECOND = 10;
const P99_TARGET_MS = 200;

interface Case {
  label: string;
  query: Record<string, string>;
}

/** Sales written, answered and failed, and how long each creation took, while `run` lasts. */
async function whileWriting<T>(
  writer: RunningProcess,
  cookie: string,
  fixture: SaleFixture,
  watch: (acknowledged: () => number) => Promise<unknown>,
  run: () => Promise<T>,
): Promise<{
  result: T;
  sent: number;
  acknowledged: number;
  failed: number;
  latencies: number[];
  seconds: number;
}> {
  let sent = 0;
  let acknowledged = 0;
  let failed = 0;
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const body = JSON.stringify({
    seasonId: fixture.seasonId,
    clientId: fixture.clientId,
    items: [{ productId: fixture.productId, quantity: 1, basePrice: 1000 }],
  });
  const write = async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${writer.url}/api/sales`, {
        method: 'POST',
        headers: apiHeaders(writer.publicUrl, cookie),
        body,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (response.status === 201) acknowledged += 1;
      else failed += 1;
    } catch {
      failed += 1;
    }
    latencies.push(performance.now() - started);
  };
  // A steady rate whatever each write takes: one started every 100 ms.
  const started = performance.now();
  const timer = setInterval(() => {
    sent += 1;
    const pending = write().finally(() => inFlight.delete(pending));
    inFlight.add(pending);
  }, 1000 / WRITES_PER_SECOND);
  let running = true;
  const watching = (async () => {
    while (running) await watch(() => acknowledged);
  })();
  let result: T;
  let seconds: number;
  try {
    result = await run();
    seconds = (performance.now() - started) / 1000;
  } finally {
    clearInterval(timer);
    running = false;
    await watching;
    await Promise.all(inFlight);
  }
  return { result, sent, acknowledged, failed, latencies, seconds };
}

export async function benchListsUnderWrites(database: BenchDatabase, results: Results): Promise<void> {
  const section = `Lists under writes, PostgreSQL ${database.summary.sales.toLocaleString('en-US')} sales`;
  const handle = await database.open();
  const fixture = await prepareSaleFixture(handle.db);
  await handle.close();
  const deepPage = String(Math.max(2, scaled(5000)));
  const cases: Case[] = [
    { label: 'first page', query: { page: '1', size: '10' } },
    {
      label: 'season being written, first page',
      query: { page: '1', size: '10', seasonId: String(fixture.seasonId) },
    },
    { label: `page ${deepPage}`, query: { page: deepPage, size: '10' } },
  ];
  const reader = await startOurServer(database.location);
  const writer = await startOurServer(database.location);
  try {
    const admin = await signIn(reader, { email: 'admin@agroventas.mx', password: DEMO_PASSWORD });
    const consultantOnReader = await signIn(reader, {
      email: DEMO_EMAILS.CONSULTANT,
      password: DEMO_PASSWORD,
    });
    const consultantOnWriter = await signIn(writer, {
      email: DEMO_EMAILS.CONSULTANT,
      password: DEMO_PASSWORD,
    });
    const counted = [
      { label: "admin's sales of the season", cookie: admin, query: `seasonId=${fixture.seasonId}&size=10` },
      { label: "the consultant's own sales", cookie: consultantOnReader, query: 'size=10' },
    ];
    const countOf = async (c: (typeof counted)[number]) => {
      const response = await fetch(`${reader.url}/api/sales?${c.query}`, {
        headers: apiHeaders(reader.publicUrl, c.cookie),
      });
      if (!response.ok)
        throw new Error(`GET /api/sales?${c.query}: ${response.status} ${await response.text()}`);
      const page = ((await response.json()) as { data: { totalRecords: number; countKind: string } }).data;
      if (page.countKind !== 'exact')
        throw new Error(`${c.label}: the count is capped; pick a narrower list`);
      return page.totalRecords;
    };

    for (const c of cases) {
      const url = `${reader.url}/api/sales?${new URLSearchParams(c.query).toString()}`;
      const headers = apiHeaders(reader.publicUrl, admin);
      const check = await fetch(url, { headers });
      if (!check.ok) throw new Error(`GET ${url}: ${check.status} ${await check.text()}`);
      const quiet = await load(url, headers);

      // Counts checked against the writes: base + every creation answered before the read began.
      const bases = await Promise.all(counted.map(countOf));
      let checks = 0;
      let behind = 0;
      let mostBehind = 0;
      const watch = async (acknowledged: () => number) => {
        for (const [i, c] of counted.entries()) {
          const floor = (bases[i] ?? 0) + acknowledged();
          const count = await countOf(c);
          checks += 1;
          if (count < floor) {
            behind += 1;
            mostBehind = Math.max(mostBehind, floor - count);
          }
        }
      };
      const writes = await whileWriting(writer, consultantOnWriter, fixture, watch, () => load(url, headers));
      const busy: LoadFigures = writes.result;
      const failures = busy.non2xx + busy.errors;
      results.add({
        section,
        measure: `${c.label}: p99 (p50), ${CONNECTIONS} readers on one server, ${WRITES_PER_SECOND} sales/s through the other, ${DURATION_S} s`,
        value: `${busy.p99} ms (${busy.p50}) · ${fixed(busy.rps, 0)} req/s${failures ? `, ${failures} failed` : ''}; read-only just before: ${quiet.p99} ms (${quiet.p50}) · ${fixed(quiet.rps, 0)} req/s`,
        target: `≤ ${P99_TARGET_MS} ms p99`,
        held: busy.completed > 0 && failures === 0 && busy.p99 <= P99_TARGET_MS,
      });
      results.add({
        section,
        measure: `${c.label}: sales written meanwhile, and the counts read on the reading server`,
        value: `${writes.sent} sent in ${fixed(writes.seconds, 1)} s (${fixed(writes.sent / writes.seconds, 1)}/s), ${writes.acknowledged} created${writes.failed ? `, ${writes.failed} failed` : ''} (creation p50 ${fixed(percentile(writes.latencies, 50), 0)} ms, p99 ${fixed(percentile(writes.latencies, 99), 0)} ms); ${checks} counts read, ${behind} behind a write already answered${behind ? ` (by up to ${mostBehind})` : ''}`,
        target: 'every count right after its write',
        held: checks > 0 && behind === 0 && writes.failed === 0,
      });
    }
  } finally {
    await reader.stop();
    await writer.stop();
  }
}

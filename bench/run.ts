// `npm run bench`: bundle, page load, API under load (PostgreSQL and PGlite), files and
// computation. Prints each figure as it comes and adds a dated table to bench/results.md.
// BENCH_SCALE=0.01 runs everything at a hundredth of the sizes; BENCH_ONLY=bundle,pageload,
// navigation,offline,offline-large,load-postgres,lists-under-writes,load-pglite,files,season-figures,exports
// runs some sections (season-figures or exports alone, e.g. BENCH_ONLY=exports npm run bench);
// BENCH_RESULTS=<file> writes elsewhere.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright';
import { benchApiLoad } from './api-load.ts';
import { benchBundle, launchChromium } from './bundle.ts';
import { benchExports } from './exports.ts';
import { benchFiles } from './files.ts';
import { benchListsUnderWrites } from './lists-under-writes.ts';
import { POSTGRES_URL, preparePglite, preparePostgres, type BenchDatabase } from './lib/databases.ts';
import { buildFixtures } from './lib/fixtures.ts';
import { describeMachine } from './lib/machine.ts';
import { DEMO_CLIENT_KEY, DEMO_PASSWORD, startOurServer } from './lib/process.ts';
import { appendRun, renderRun, Results } from './lib/results.ts';
import { SCALE, scaled, sectionEnabled } from './lib/scale.ts';
import { serveStatic } from './lib/static-server.ts';
import { benchNavigation } from './navigation.ts';
import { benchLargeWorkingSet, benchOffline } from './offline.ts';
import { benchPageLoad } from './page-load.ts';
import { benchSeasonFigures } from './season-figures.ts';

const results = new Results();

function step(title: string): void {
  console.log(`\n▶ ${title}`);
}

/** A section the run asks for (BENCH_ONLY): its step printed, then the section run. */
async function section(name: string, title: string, run: () => Promise<void>): Promise<void> {
  if (!sectionEnabled(name)) return;
  step(title);
  await run();
}

/** Runs with a Chromium of its own, closed afterwards. */
async function withChromium(run: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await launchChromium();
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

async function browserSections(): Promise<void> {
  step('Building the app (vite build)');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const fixturesDir = mkdtempSync(join(tmpdir(), 'agroventas-bench-fixtures-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'agroventas-bench-app-'));
  step('Building the fixtures');
  await buildFixtures(fixturesDir);
  const fixtures = await serveStatic(fixturesDir);
  const server = await startOurServer({ dataDir });
  try {
    const simulator = { url: `${server.publicUrl}/simulator`, who: { clientKey: DEMO_CLIENT_KEY } };
    const staff = {
      url: `${server.publicUrl}/dashboard`,
      who: { email: 'admin@agroventas.mx', password: DEMO_PASSWORD },
    };
    // The demo consultant who has accepted the terms, so /dashboard lands on the sales list.
    const consultant = {
      url: `${server.publicUrl}/dashboard`,
      who: { email: 'consultor.noroeste@agroventas.mx', password: DEMO_PASSWORD },
    };
    await section('bundle', 'Bundle', () =>
      withChromium((browser) =>
        benchBundle(results, {
          browser,
          simulator,
          staff,
          consultant,
          fixturesUrl: fixtures.url,
          assetsDir: resolve('dist/app/assets'),
        }),
      ),
    );
    await section('pageload', 'Page load (Lighthouse)', async () => {
      const farmerLink = {
        url: `${server.publicUrl}/farmer?objective=%2Fsimulator`,
        who: simulator.who,
      };
      await benchPageLoad(results, {
        floorUrl: `${fixtures.url}/floor/`,
        simulator,
        farmerLink,
        staff,
        consultant,
      });
    });
    await section('navigation', 'Navigation (click to content)', () =>
      withChromium((browser) =>
        benchNavigation(results, {
          browser,
          origin: server.publicUrl,
          who: staff.who,
          consultant: consultant.who,
        }),
      ),
    );
    await section('offline', 'Offline (service worker, working set, outbox)', () =>
      withChromium((browser) =>
        benchOffline(results, { browser, server, admin: staff.who, consultant: consultant.who }),
      ),
    );
  } finally {
    await server.stop();
    await fixtures.close();
    rmSync(fixturesDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withDatabase(
  prepare: () => Promise<BenchDatabase>,
  run: (db: BenchDatabase) => Promise<void>,
) {
  const database = await prepare();
  results.add({
    section: 'Data',
    measure: `${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${database.summary.sales.toLocaleString('en-US')} sales, ${database.summary.items.toLocaleString('en-US')} lines generated`,
    value: `${database.generationSeconds.toFixed(0)} s`,
    target: 'a few minutes',
    held: database.generationSeconds <= 300,
  });
  try {
    await run(database);
  } finally {
    await database.remove();
  }
}

async function main(): Promise<void> {
  const startedAt = new Date();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }

  const machine = describeMachine(POSTGRES_URL);
  console.log(
    `Agroventas benchmark, scale ${SCALE}: ${machine.cpu}, ${machine.cores} cores, load ${machine.load}`,
  );

  if (['bundle', 'pageload', 'navigation', 'offline'].some(sectionEnabled)) await browserSections();

  if (
    sectionEnabled('load-postgres') ||
    sectionEnabled('files') ||
    sectionEnabled('season-figures') ||
    sectionEnabled('lists-under-writes') ||
    sectionEnabled('exports')
  ) {
    step(`PostgreSQL: generating ${scaled(1_000_000).toLocaleString('en-US')} sales`);
    await withDatabase(
      () => preparePostgres(scaled(1_000_000)),
      async (database) => {
        await section('load-postgres', 'API under load, PostgreSQL', () => benchApiLoad(database, results));
        await section(
          'lists-under-writes',
          'Lists under writes: readers on one server, sales written through another (PostgreSQL)',
          () => benchListsUnderWrites(database, results),
        );
        await section('files', 'Files and computation (PostgreSQL)', async () => {
          const server = await startOurServer(database.location);
          try {
            await benchFiles(server, database, results);
          } finally {
            await server.stop();
          }
        });
        await section('season-figures', 'Season figures (PostgreSQL)', () =>
          benchSeasonFigures(database, results),
        );
        // The same exports at ten times the rows: flat memory shows as the same peak.
        await section('exports', 'List exports of every sale (PostgreSQL)', () =>
          benchExports(database, results),
        );
      },
    );
  }

  if (sectionEnabled('exports')) {
    step(`PostgreSQL: generating ${scaled(100_000).toLocaleString('en-US')} sales for the exports`);
    await withDatabase(
      () => preparePostgres(scaled(100_000)),
      async (database) => {
        step('List exports (PostgreSQL)');
        await benchExports(database, results);
      },
    );
  }

  // offline-large alone: the 2,000/5,000 consultant on the last build in dist/app (no vite build).
  if (sectionEnabled('offline') || sectionEnabled('offline-large')) {
    step('Offline: the working set of a consultant with 2,000 customers and 5,000 sales (PGlite)');
    await withChromium((browser) => benchLargeWorkingSet(results, browser));
  }

  if (sectionEnabled('load-pglite')) {
    step(`PGlite: generating ${scaled(100_000).toLocaleString('en-US')} sales`);
    await withDatabase(
      () => preparePglite(scaled(100_000)),
      async (database) => {
        step('API under load, PGlite');
        await benchApiLoad(database, results);
      },
    );
  }

  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  const run = renderRun(results, machine, { startedAt, seconds, scale: SCALE, commit });
  const file = process.env.BENCH_RESULTS ?? 'bench/results.md';
  await appendRun(file, run);
  const missed = results.figures.filter((f) => f.held === false);
  console.log(`\n${results.figures.length} figures in ${Math.round(seconds)} s, written to ${file}.`);
  console.log(
    missed.length === 0
      ? 'Every target held.'
      : `Targets missed (${missed.length}):\n${missed.map((f) => `  - ${f.section} · ${f.measure}: ${f.value} (target ${f.target})`).join('\n')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// npm test: the README's test command. Runs its phases side by side where they allow it (below),
// starts no phase whose prerequisite failed, and ends with how long each phase took and which end-to-end tests passed only when retried
// (flaky: Playwright retries once on CI only). With PHASE_LOG set (.ci/run), it also appends
// `phase<TAB>seconds<TAB>exit code` lines to that file, so CI prints one table with the install.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';

const E2E_RESULTS = '.tmp/e2e-results.json';
const VITEST_RESULTS = '.tmp/vitest-results.json';

// The phases form a small graph: each starts as soon as the phases it needs have passed, so that
// the two cores are never idle while work is waiting. Everything but the end-to-end tests starts at
// once (typecheck, lint, build, and the unit and API tests); the end-to-end tests need only the
// build. A phase that fails stops the phases that need it, not the ones already running. The
// output of each phase is held and printed whole when it ends.
//
// The end-to-end phase is the longest and it waits on a browser and a server: when they are
// starved of CPU by the checks beside them, every click waits, and the whole run waits on it. So the
// build and e2e run at normal priority and the phases that only need throughput (typecheck, lint,
// the Vitest projects) run `nice`d: they take whatever CPU the browser and the server leave, and
// fill the moments when the browser waits. Measured on 2 cores (docs/testing.md): the unit and API
// tests used to wait for typecheck and lint, which, niced beside the e2e phase, ended only with it,
// so they then ran alone for minutes with a core often idle.
const phases = [
  { name: 'typecheck', command: 'npm run -s typecheck', needs: [], yields: true },
  { name: 'lint', command: 'npm run -s lint', needs: [], yields: true },
  { name: 'build', command: 'npm run -s build', needs: [] },
  { name: 'e2e', command: 'npm run -s test:e2e', needs: ['build'] },
  { name: 'unit+API', command: 'npm run -s test:unit', needs: [], yields: true },
];
const niceness = process.platform === 'win32' ? '' : 'nice -n 10 ';

const startedAt = performance.now();
const seconds = (start) => Math.round((performance.now() - start) / 100) / 10;

/** Titles of the tests Playwright's JSON report marks flaky (failed, then passed on the retry). */
function flakyTests() {
  if (!existsSync(E2E_RESULTS)) return null;
  const report = JSON.parse(readFileSync(E2E_RESULTS, 'utf8'));
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky')
          found.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.file ? [...path, child.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** Runs one phase, holding its output until it ends. */
function runPhase(name, command) {
  const start = performance.now();
  console.log(`== ${name}: ${command} (started at ${seconds(startedAt)} s)`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const took = seconds(start);
      console.log(`\n== ${name}: ${command} (${took} s, ended at ${seconds(startedAt)} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve([name, took, code ?? 1]);
    });
  });
}

const done = [];
let failed = null;
rmSync(E2E_RESULTS, { force: true });
rmSync(VITEST_RESULTS, { force: true });
const finished = new Map();
/** Runs a phase once the phases it needs have passed; resolves to whether it passed. */
function schedule(phase) {
  if (!finished.has(phase.name)) {
    const needed = phases.filter((p) => phase.needs.includes(p.name)).map(schedule);
    finished.set(
      phase.name,
      Promise.all(needed).then(async (passed) => {
        if (!passed.every(Boolean)) return false;
        const command = phase.yields ? `${niceness}${phase.command}` : phase.command;
        const [name, took, status] = await runPhase(phase.name, command);
        done.push([name, took, status]);
        if (process.env.PHASE_LOG) appendFileSync(process.env.PHASE_LOG, `${name}\t${took}\t${status}\n`);
        if (status !== 0) failed ??= name;
        return status === 0;
      }),
    );
  }
  return finished.get(phase.name);
}
await Promise.all(phases.map(schedule));
const wall = seconds(startedAt);

console.log('\n== npm test: time per phase');
for (const [name, took, status] of done) {
  console.log(
    `  ${name.padEnd(10)} ${String(took).padStart(7)} s${status === 0 ? '' : `  FAILED (exit ${status})`}`,
  );
}
console.log(`  ${'total'.padEnd(10)} ${String(wall).padStart(7)} s  (wall clock; the phases overlap)`);

// The slowest test files of the run, so that the next one to push down is named (the budget is
// 8 minutes for all of npm test on two cores).
function slowestTests() {
  const slowest = [];
  if (existsSync(VITEST_RESULTS)) {
    for (const file of JSON.parse(readFileSync(VITEST_RESULTS, 'utf8')).testResults ?? [])
      slowest.push([file.name.replace(`${process.cwd()}/`, ''), (file.endTime - file.startTime) / 1000]);
  }
  if (existsSync(E2E_RESULTS)) {
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? [])
            slowest.push([`${spec.file}:${spec.line} ${spec.title}`, result.duration / 1000]);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of JSON.parse(readFileSync(E2E_RESULTS, 'utf8')).suites ?? []) walk(suite);
  }
  return slowest.sort((a, b) => b[1] - a[1]).slice(0, 15);
}
try {
  const slowest = slowestTests();
  if (slowest.length > 0) {
    console.log('\n== slowest tests (Vitest files and e2e tests, seconds)');
    for (const [name, took] of slowest) console.log(`  ${took.toFixed(1).padStart(6)}  ${name}`);
  }
} catch (error) {
  console.log(`\n== slowest tests: the reports could not be read (${error.message})`);
}

const flaky = flakyTests();
if (flaky !== null) {
  console.log(
    flaky.length === 0
      ? '\n== flaky e2e tests: none'
      : `\n== flaky e2e tests (failed, then passed on the retry; fix them):\n${flaky.map((t) => `  ${t}`).join('\n')}`,
  );
}
process.exitCode = failed ? 1 : 0;

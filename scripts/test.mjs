// npm test: the README's test command. Runs each step in order, stops at the first that fails,
// and ends with how long each phase took and which end-to-end tests passed only when retried
// (flaky: Playwright retries once on CI only). With PHASE_LOG set (.ci/run), it also appends
// `phase<TAB>seconds<TAB>exit code` lines to that file, so CI prints one table with the install.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';

const E2E_RESULTS = '.tmp/e2e-results.json';
const VITEST_RESULTS = '.tmp/vitest-results.json';

// Each step is a list of phases. The checks that need no test database (typecheck, lint, build)
// are one step and run side by side: each is mostly one busy core, so on two cores the three take
// about the time of the longest instead of their sum. Their output is held and printed whole, one
// phase after the other, when the step ends.
const steps = [
  [
    ['typecheck', 'npm run -s typecheck'],
    ['lint', 'npm run -s lint'],
    ['build', 'npm run -s build'],
  ],
  [['unit+API', 'npm run -s test:unit']],
  [['e2e', 'npm run -s test:e2e']],
];

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

/** Runs one phase; alone it streams its output, beside others it holds it until it ends. */
function runPhase(name, command, alone) {
  const start = performance.now();
  if (alone) console.log(`\n== ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const took = seconds(start);
      if (!alone) {
        console.log(`\n== ${name}: ${command} (${took} s, run beside the other checks)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve([name, took, code ?? 1]);
    });
  });
}

const done = [];
let failed = null;
rmSync(E2E_RESULTS, { force: true });
rmSync(VITEST_RESULTS, { force: true });
for (const step of steps) {
  const results = await Promise.all(
    step.map(([name, command]) => runPhase(name, command, step.length === 1)),
  );
  for (const [name, took, status] of results) {
    done.push([name, took, status]);
    if (process.env.PHASE_LOG) appendFileSync(process.env.PHASE_LOG, `${name}\t${took}\t${status}\n`);
    if (status !== 0) failed ??= name;
  }
  if (failed) break;
}
const wall = seconds(startedAt);

console.log('\n== npm test: time per phase');
for (const [name, took, status] of done) {
  console.log(
    `  ${name.padEnd(10)} ${String(took).padStart(7)} s${status === 0 ? '' : `  FAILED (exit ${status})`}`,
  );
}
console.log(
  `  ${'total'.padEnd(10)} ${String(wall).padStart(7)} s  (wall clock; typecheck, lint and build overlap)`,
);

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

// npm test: the README's test command. Runs each phase in order, stops at the first that fails,
// and ends with how long each phase took and which end-to-end tests passed only when retried
// (flaky: Playwright retries once on CI only). With PHASE_LOG set (.ci/run), it also appends
// `phase<TAB>seconds<TAB>exit code` lines to that file, so CI prints one table with the install.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';

const E2E_RESULTS = '.tmp/e2e-results.json';

const phases = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['unit+API', 'npm run -s test:unit'],
  ['build', 'npm run -s build'],
  ['e2e', 'npm run -s test:e2e'],
];

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

const done = [];
let failed = null;
rmSync(E2E_RESULTS, { force: true });
for (const [name, command] of phases) {
  console.log(`\n== ${name}: ${command}`);
  const start = performance.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  const took = seconds(start);
  done.push([name, took, status ?? 1]);
  if (process.env.PHASE_LOG) appendFileSync(process.env.PHASE_LOG, `${name}\t${took}\t${status ?? 1}\n`);
  if (status !== 0) {
    failed = name;
    break;
  }
}

console.log('\n== npm test: time per phase');
for (const [name, took, status] of done) {
  console.log(
    `  ${name.padEnd(10)} ${String(took).padStart(7)} s${status === 0 ? '' : `  FAILED (exit ${status})`}`,
  );
}
console.log(
  `  ${'total'.padEnd(10)} ${String(Math.round(done.reduce((sum, [, t]) => sum + t, 0) * 10) / 10).padStart(7)} s`,
);

const flaky = flakyTests();
if (flaky !== null) {
  console.log(
    flaky.length === 0
      ? '\n== flaky e2e tests: none'
      : `\n== flaky e2e tests (failed, then passed on the retry; fix them):\n${flaky.map((t) => `  ${t}`).join('\n')}`,
  );
}
process.exit(failed ? 1 : 0);

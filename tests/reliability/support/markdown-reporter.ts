// Writes docs/reliability.md from a run of `npm run test:reliability`: every check with its result,
// its duration and the counts it annotated (context.annotate), so the document shows what was
// actually exercised, not only that it passed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import os from 'node:os';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const TITLES: Record<string, string> = {
  'tests/reliability/authorization.test.ts': 'Authorization',
  'tests/reliability/mass-assignment.test.ts': 'Mass assignment',
  'tests/reliability/fuzz.test.ts': 'Fuzzing',
  'tests/reliability/brute-force.test.ts': 'Brute force and enumeration',
  'server/modules/sales/concurrency.test.ts': 'Concurrency (server/modules/sales/concurrency.test.ts)',
  'tests/reliability/faults-import.test.ts': 'Faults: server killed during an import',
  'tests/reliability/faults-postgres-restart.test.ts': 'Faults: PostgreSQL restarted under load',
  'tests/reliability/two-servers.test.ts': 'Two servers, one product',
  'tests/reliability/half-open-feed.test.ts': 'Faults: a change feed gone silent',
  'tests/reliability/uploads.test.ts': 'Uploads',
  'tests/reliability/cookies.test.ts': 'Tokens and cookies',
  'tests/reliability/microsoft-tokens.test.ts': 'Tokens: Microsoft forgeries',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

export default class MarkdownReporter implements Reporter {
  private started = Date.now();

  onTestRunStart(): void {
    this.started = Date.now();
  }

  async onTestRunEnd(modules: ReadonlyArray<TestModule>): Promise<void> {
    if (process.env.RELIABILITY_REPORT === 'off') return;
    const root = process.cwd();
    const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
    const seconds = Math.round((Date.now() - this.started) / 1000);
    // A run of some files only replaces their sections; the others stay as their last run left them.
    const sections = previousSections();
    for (const module of modules) {
      const path = relative(root, module.moduleId);
      const rows: string[] = [];
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        const duration = (test.diagnostic()?.duration ?? 0) / 1000;
        const counts = test
          .annotations()
          .map((a) => a.message)
          .join(' · ');
        const error =
          state === 'failed' ? ` — ${test.result().errors?.[0]?.message?.split('\n')[0] ?? ''}` : '';
        rows.push(
          `| ${cell(test.fullName)} | ${state === 'passed' ? 'pass' : `**${state}**`} | ${duration.toFixed(1)} s | ${cell(counts + error)} |`,
        );
      }
      sections.set(
        path,
        `## ${TITLES[path] ?? path}\n\n\`${path}\` · run ${when} UTC (${seconds} s for the whole run)\n\n| Check | Result | Time | What was exercised |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`,
      );
    }
    const order = Object.keys(TITLES);
    const ordered = [...sections.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
    const body = ordered.map(([, text]) => text).join('\n');
    const passed = (body.match(/\|\s*pass\s*\|/g) ?? []).length;
    const failed = (body.match(/\|\s*\*\*failed\*\*\s*\|/g) ?? []).length;
    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    const header = [
      '# Reliability',
      '',
      'Written by `npm run test:reliability` (vitest.reliability.config.ts, tests in tests/reliability/).',
      'Every check asserts real outcomes; the last column lists the counts each check recorded.',
      '',
      `Machine: ${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GiB · Node ${process.version} · ` +
        `**${passed} passed, ${failed} failed**.`,
      '',
    ].join('\n');
    const text = `${header}\n${body}`;
    writeFileSync(REPORT, await format(text, { ...(await resolveConfig(REPORT)), parser: 'markdown' }));
  }
}

const REPORT = 'docs/reliability.md';

/** The sections of the current document, by test file. */
function previousSections(): Map<string, string> {
  const sections = new Map<string, string>();
  if (!existsSync(REPORT)) return sections;
  for (const block of readFileSync(REPORT, 'utf8')
    .split(/\n(?=## )/)
    .slice(1)) {
    const path = /`([^`]+\.test\.ts)`/.exec(block)?.[1];
    if (path) sections.set(path, block.trimEnd() + '\n');
  }
  return sections;
}

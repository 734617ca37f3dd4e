// A reporter that says where each test's seconds go, for profiling the suite:
//   npx playwright test --reporter=list,./tests/e2e/support/step-times.ts
// It sums each test's top-level steps by kind (the fixtures before the test, its sign-in through
// support/auth.ts, page loads, web-first waits, its own actions, what runs after it) and prints the
// ten slowest tests with that breakdown; .tmp/e2e-step-times.json keeps every test's.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

const KINDS = ['before', 'sign-in', 'loads', 'waits', 'actions', 'after', 'between'] as const;
type Kind = (typeof KINDS)[number];

function kindOf(step: TestStep): Exclude<Kind, 'between'> {
  if (step.title === 'Before Hooks') return 'before';
  if (step.title === 'After Hooks') return 'after';
  if (step.location?.file.endsWith('support/auth.ts')) return 'sign-in';
  if (step.category === 'expect' || /^(Wait for|Expect)/.test(step.title)) return 'waits';
  if (/^(Navigate|Reload|Go back|Go forward)/.test(step.title)) return 'loads';
  return 'actions';
}

export default class StepTimes implements Reporter {
  private readonly rows: Array<{ test: string; seconds: number } & Record<Kind, number>> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const row = {
      test: `${test.location.file.replace(/.*tests\/e2e\//, '')}:${test.location.line} ${test.title}`,
      seconds: result.duration / 1000,
    } as (typeof this.rows)[number];
    for (const kind of KINDS) row[kind] = 0;
    let counted = 0;
    for (const step of result.steps) {
      row[kindOf(step)] += step.duration / 1000;
      counted += step.duration / 1000;
    }
    row.between = Math.max(0, row.seconds - counted);
    this.rows.push(row);
  }

  onEnd(): void {
    mkdirSync('.tmp', { recursive: true });
    writeFileSync('.tmp/e2e-step-times.json', JSON.stringify(this.rows, null, 2));
    const slowest = [...this.rows].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
    const cell = (value: number) => value.toFixed(1).padStart(7);
    console.log(`\n  seconds ${KINDS.map((kind) => kind.padStart(7)).join(' ')}  test`);
    for (const row of slowest)
      console.log(`  ${cell(row.seconds)} ${KINDS.map((kind) => cell(row[kind])).join(' ')}  ${row.test}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

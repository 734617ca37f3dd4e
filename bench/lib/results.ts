// The figures of one run: collected by each section, printed as a summary and appended to
// bench/results.md as a dated table (older runs stay below for comparison).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { MachineDescription } from './machine.ts';

export interface Figure {
  section: string;
  measure: string;
  value: string;
  /** The target, when this figure has one. */
  target?: string;
  held?: boolean;
  note?: string;
}

export class Results {
  readonly figures: Figure[] = [];
  readonly notes: string[] = [];

  add(figure: Figure): void {
    this.figures.push(figure);
    const verdict = figure.held === undefined ? '' : figure.held ? '  ✔ held' : '  ✘ missed';
    const target = figure.target ? ` (target ${figure.target})` : '';
    console.log(`  ${figure.section} · ${figure.measure}: ${figure.value}${target}${verdict}`);
  }

  note(text: string): void {
    this.notes.push(text);
    console.log(`  note: ${text}`);
  }
}

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderRun(
  results: Results,
  machine: MachineDescription,
  meta: { startedAt: Date; seconds: number; scale: number; commit: string },
): string {
  const when = meta.startedAt.toISOString().replace('T', ' ').slice(0, 16);
  const lines = [
    `## Run of ${when} UTC`,
    '',
    `Scale ${meta.scale} (1 = the sizes of issue 8) · commit ${meta.commit} · ${Math.round(meta.seconds)} s in all.${
      process.env.BENCH_ONLY ? ` Sections run: \`BENCH_ONLY=${process.env.BENCH_ONLY}\`.` : ''
    }`,
    '',
    '| Machine | |',
    '| --- | --- |',
    `| CPU | ${cell(machine.cpu)} |`,
    `| Cores | ${machine.cores} |`,
    `| RAM | ${machine.ramGiB} GiB |`,
    `| OS | ${cell(machine.os)} |`,
    `| Node | ${machine.node} |`,
    `| PostgreSQL | ${cell(machine.postgres)} |`,
    `| Load average at start | ${machine.load} |`,
    '',
    '| Section | Measure | Figure | Target | Held |',
    '| --- | --- | --- | --- | --- |',
    ...results.figures.map(
      (f) =>
        `| ${cell(f.section)} | ${cell(f.measure)} | ${cell(f.value)} | ${cell(f.target)} | ${
          f.held === undefined ? '' : f.held ? 'yes' : '**no**'
        } |`,
    ),
  ];
  if (results.notes.length > 0) lines.push('', ...results.notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}

const HISTORY = '## History, newest first';

/** A new file's start: the hand-kept table of current figures is written once there are figures. */
const HEADER = `# Benchmark results

The latest reading of each target, kept by hand, then the history, newest first. How each figure
is measured: bench/README.md; the reliability checks: docs/reliability.md.

${HISTORY}
`;

/**
 * Puts the new run at the top of the history, under the table of current figures, formatted as
 * `npm run lint` expects. Everything else stays: the table, earlier runs and the notes written by
 * hand between them.
 */
export async function appendRun(path: string, run: string): Promise<void> {
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : HEADER;
  const history = previous.indexOf(`\n${HISTORY}\n`);
  if (history < 0) throw new Error(`${path} has no "${HISTORY}" heading to add the run under`);
  const cut = history + HISTORY.length + 2;
  const text = `${previous.slice(0, cut)}\n${run}\n${previous.slice(cut)}`.trimEnd() + '\n';
  writeFileSync(path, await format(text, { ...(await resolveConfig(path)), parser: 'markdown' }));
}

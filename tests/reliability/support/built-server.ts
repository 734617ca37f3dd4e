// The compiled server (tsc -p tsconfig.server.build.json into .tmp/), started as a child process so it
// can be killed for real. Compiled once per run: starting it then takes about a second, where
// going through tsx would transpile the whole server at every restart.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { inject } from 'vitest';
import { API_KEY, DEMO_CLIENT_KEY, DEMO_PASSWORD, freePort } from '../../../bench/lib/process.ts';

const OUT_DIR = resolve('.tmp/reliability-server');
const MAIN = resolve(OUT_DIR, 'server/main.js');

let built = false;

/** The built entry point, from the run's global setup when there was one. */
function providedBuild(): string | null {
  try {
    return inject('reliabilityServerMain') ?? null;
  } catch {
    return null;
  }
}

export function buildServer(): string {
  // Once per run (global setup) or per test process; RELIABILITY_REUSE_BUILD=1 keeps an earlier build.
  if (built || providedBuild() || (process.env.RELIABILITY_REUSE_BUILD === '1' && existsSync(MAIN)))
    return MAIN;
  built = true;
  try {
    // The project's compiler, TypeScript 7, as `npm run build:server` calls it (docs/decisions.md).
    execFileSync(
      process.execPath,
      [
        'node_modules/typescript-native/bin/tsc',
        '-p',
        'tsconfig.server.build.json',
        '--outDir',
        OUT_DIR,
        '--sourceMap',
        'false',
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    // tsc still emits on type errors elsewhere in the tree; only a missing entry point is fatal.
    if (!existsSync(MAIN)) throw error;
  }
  return MAIN;
}

/** Every server started here and still running: ended when the test process ends, even after a timeout. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcess {
  url: string;
  origin: string;
  child: ChildProcess;
  log: () => string;
}

/**
 * Starts the built server (or `script` through tsx's loader). `env` adds to or overrides its
 * environment: instances behind one load balancer share a PUBLIC_URL.
 */
export async function startServer(
  database: { databaseUrl: string } | { dataDir: string },
  port?: number,
  options: { env?: Record<string, string>; script?: string } = {},
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const origin = options.env?.PUBLIC_URL ?? `http://localhost:${listenPort}`;
  const args = options.script ? ['--import', 'tsx', options.script] : [MAIN];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      PUBLIC_URL: origin,
      API_KEY,
      DEMO_PASSWORD,
      DEMO_CLIENT_KEY,
      SEED_DEMO: 'false',
      ...('databaseUrl' in database
        ? { DATABASE_URL: database.databaseUrl }
        : { DATA_DIR: database.dataDir }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { url: `http://127.0.0.1:${listenPort}`, origin, child, log: () => output };
}

/** Waits until /api/health answers 200; returns the milliseconds it took. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited ${server.child.exitCode}:\n${server.log()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.log()}`);
}

export async function kill(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await exited;
}

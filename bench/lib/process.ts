// Child processes of the benchmark: our server (server/main.ts through tsx's loader, one process
// so its pid is the server's) and other Node scripts, with their memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const API_KEY = 'bench-api-key';
export const DEMO_PASSWORD = 'Cosecha-Demo-2026';
export const DEMO_CLIENT_KEY = 'AGV-DEMO-CAMP-2026';

function listensOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A port nobody listens on: any the system picks, or the first free one of BENCH_PORTS (e.g.
 * `4850-4899`) on a machine where each user keeps to a range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return listensOn(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port += 1) {
    try {
      return await listensOn(port);
    } catch {
      // taken: the next one
    }
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export interface RunningProcess {
  /** Where Node reaches it (IPv4 loopback). */
  url: string;
  /** Its PUBLIC_URL: the origin a browser uses (and the allowed Origin of state-changing requests). */
  publicUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Resident memory now and at its peak (VmHWM), in KiB. */
  memory: () => { rssKiB: number; peakKiB: number };
  stop: () => Promise<void>;
}

export function memoryOf(pid: number | undefined): { rssKiB: number; peakKiB: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
    return { rssKiB: read('VmRSS'), peakKiB: read('VmHWM') };
  } catch {
    return { rssKiB: Number.NaN, peakKiB: Number.NaN };
  }
}

/**
 * Samples a process's resident memory every `everyMs` ms until stopped: `beforeKiB` when it started,
 * `peakKiB` the highest sampled since.
 */
export function sampleRssPeak(pid: number | undefined, everyMs: number) {
  const beforeKiB = memoryOf(pid).rssKiB;
  let peakKiB = beforeKiB;
  const sampler = setInterval(() => {
    peakKiB = Math.max(peakKiB, memoryOf(pid).rssKiB);
  }, everyMs);
  return {
    beforeKiB,
    get peakKiB() {
      return peakKiB;
    },
    stop: () => clearInterval(sampler),
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${output()}`);
}

/** Starts a Node script with tsx's loader and waits until GET /api/health answers 200. */
export async function startNodeScript(
  script: string,
  env: Record<string, string>,
  options: { port: number; timeoutMs?: number; publicUrl?: string; nodeArgs?: readonly string[] },
): Promise<RunningProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const output = () => log;
  await waitForHealth(url, child, output, options.timeoutMs ?? 600_000);
  return {
    url,
    publicUrl: options.publicUrl ?? url,
    child,
    output,
    memory: () => memoryOf(child.pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Our server on PostgreSQL (databaseUrl) or PGlite (dataDir), serving the built app from dist/app;
 * `nodeArgs` go to Node itself (`--trace-gc`).
 */
export async function startOurServer(
  database: { databaseUrl: string } | { dataDir: string },
  nodeArgs: readonly string[] = [],
) {
  const port = await freePort();
  return startNodeScript(
    'server/main.ts',
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      API_KEY,
      PUBLIC_URL: `http://localhost:${port}`,
      DEMO_PASSWORD,
      DEMO_CLIENT_KEY,
      DB_POOL_SIZE: '10',
      ...('databaseUrl' in database
        ? { DATABASE_URL: database.databaseUrl }
        : { DATA_DIR: database.dataDir }),
    },
    { port, publicUrl: `http://localhost:${port}`, nodeArgs },
  );
}

/** Headers a browser on our own origin sends to the API. */
export function apiHeaders(origin: string, cookie?: string): Record<string, string> {
  return {
    'x-api-key': API_KEY,
    origin,
    'content-type': 'application/json',
    ...(cookie ? { cookie } : {}),
  };
}

/** Signs in through the API and returns the session cookie (name=value). */
export async function signIn(
  server: Pick<RunningProcess, 'url' | 'publicUrl'>,
  body: { email: string; password: string } | { clientKey: string },
): Promise<string> {
  const path = 'clientKey' in body ? '/api/auth/client' : '/api/auth/';
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: apiHeaders(server.publicUrl),
    body: JSON.stringify(body),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('av_session='));
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] ?? '';
}

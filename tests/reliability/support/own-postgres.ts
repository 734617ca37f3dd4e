// A throwaway PostgreSQL cluster of our own (initdb into a temporary folder, pg_ctl on its own
// port), so a check may stop and start it without touching the machine's real cluster.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = join(root, version, 'bin');
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql/*/bin');
}

export interface OwnPostgres {
  url: string;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  remove(): void;
}

export function createOwnPostgres(port: number): OwnPostgres {
  const bin = binDir();
  const folder = mkdtempSync('/tmp/agroventas-pg-');
  const data = join(folder, 'data');
  // initdb refuses to run as root: run the server programs as the postgres system user then.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
    chmodSync(folder, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    execFileSync(command, fullArgs, { stdio: 'pipe' });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', '-t', '60', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

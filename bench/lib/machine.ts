// Describes the machine a benchmark ran on, for the header of each results table.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

function postgresVersion(url: string | undefined): string {
  if (!url) return 'not used';
  try {
    return execFileSync('psql', [url, '-Atc', 'show server_version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  }
}

export interface MachineDescription {
  cpu: string;
  cores: number;
  ramGiB: number;
  node: string;
  postgres: string;
  os: string;
  load: string;
}

export function describeMachine(postgresUrl: string | undefined): MachineDescription {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    ramGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    postgres: postgresVersion(postgresUrl),
    os: `${os.type()} ${os.release()}`,
    load: loadAverage(),
  };
}

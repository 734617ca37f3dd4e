// Builds the bundle fixtures of bench/fixtures with Vite (same plugin and target as our app) and a
// static HTML floor page, into one folder served by lib/static-server.ts.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const FIXTURES = ['minimal', 'admin-set'] as const;

const FLOOR_HTML = `<!doctype html>
<html lang="es"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Piso</title></head><body><h1>Agroventas</h1><p>Página estática: el piso de la medición.</p></body></html>`;

export async function buildFixtures(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  for (const name of FIXTURES) {
    await build({
      root: resolve('bench/fixtures', name),
      base: `/${name}/`,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: join(outDir, name), emptyOutDir: true, target: 'es2022' },
    });
  }
  mkdirSync(join(outDir, 'floor'), { recursive: true });
  writeFileSync(join(outDir, 'floor', 'index.html'), FLOOR_HTML);
}

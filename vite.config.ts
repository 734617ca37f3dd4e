import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { appWorker } from './build/app-worker.ts';
import { homePreload } from './build/home-preload.ts';
import { precompressedAssets } from './build/precompressed-assets.ts';
import { simulatorFirstPaint, simulatorPage } from './build/simulator-page.ts';
import { staffChunks } from './build/staff-chunks.ts';

const chunks = staffChunks();

// The static app, two pages (the staff app and the farmer simulator); its plugins are in build/.
// `npm run dev` proxies /api to the server on PORT (default 3000).
export default defineConfig({
  plugins: [
    react(),
    simulatorPage(),
    chunks.plugin,
    homePreload(),
    simulatorFirstPaint(),
    precompressedAssets(),
    appWorker(),
  ],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        simulator: resolve(import.meta.dirname, 'simulator.html'),
      },
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});

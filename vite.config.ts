import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// The farmer simulator is its own page (simulator.html) with its own small entry, so /simulator
// never loads the dashboard, Fluent, MSAL or teams-js. The server answers /simulator* with it;
// this does the same for the dev server.
function simulatorPage(): Plugin {
  return {
    name: 'agroventas-simulator-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (req.method === 'GET' && (path === '/simulator' || path.startsWith('/simulator/'))) {
          req.url = `/simulator.html${req.url?.slice(path.length) ?? ''}`;
        }
        next();
      });
    },
  };
}

// The static app. `npm run dev` proxies /api to the server on PORT (default 3000).
export default defineConfig({
  plugins: [react(), simulatorPage()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        simulator: resolve(import.meta.dirname, 'simulator.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});

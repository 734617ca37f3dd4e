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

const PACKAGE = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const FLUENT = PACKAGE(
  '@fluentui|@griffel|tabster|keyborg|@floating-ui|rtl-css-js|stylis|@swc|use-sync-external-store',
);
// Icons go with the pages that draw them, the calendar with the forms that have a date.
const FLUENT_ON_DEMAND = /@fluentui[\\/](react-icons|react-calendar-compat|react-datepicker-compat)[\\/]/;

// Vendor code in three long-lived chunks instead of dozens of small ones (issue 14): React (the
// farmer simulator's too), the staff app's router, state and HTTP libraries, and Fluent's core.
// The staff home went from 66 script files to 32; the simulator still loads React alone.
const VENDOR_CHUNKS = [
  { name: 'react', test: PACKAGE('react|react-dom|scheduler'), priority: 30 },
  {
    name: 'vendor',
    test: PACKAGE('react-router|jotai|@tanstack|axios|cookie|set-cookie-parser'),
    priority: 20,
  },
  { name: 'fluent', test: (id: string) => FLUENT.test(id) && !FLUENT_ON_DEMAND.test(id), priority: 10 },
];

// The static app. `npm run dev` proxies /api to the server on PORT (default 3000).
export default defineConfig({
  plugins: [react(), simulatorPage()],
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
      output: { codeSplitting: { groups: VENDOR_CHUNKS } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});

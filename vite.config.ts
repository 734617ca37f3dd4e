import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ROUTES, homePathFor } from './domain/app-routes.ts';
import { isSimulatorPagePath } from './domain/farmer-pages.ts';
import { withFirstPaint, withScriptsAfterFirstPaint } from './src/features/simulator/farmer/prerender.tsx';
import { earlyHomes, earlyRequestsScript } from './src/app/home-requests.ts';
import { STAFF_ROLES } from './domain/roles.ts';
import { precachedUrlOf } from './src/sw/routes.ts';

// The farmer simulator is its own page (simulator.html) with its own small entry, so /simulator
// never loads the dashboard, Fluent, MSAL or teams-js. The server answers /simulator* and the farmer
// link /farmer with it; this does the same for the dev server.
function simulatorPage(): Plugin {
  return {
    name: 'agroventas-simulator-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (req.method === 'GET' && isSimulatorPagePath(path)) {
          req.url = `/simulator.html${req.url?.slice(path.length) ?? ''}`;
        }
        next();
      });
    },
  };
}

/**
 * The simulator's first paint (issue 26, part 5): simulator.html gets the form and the result bar
 * rendered with react-dom/server (src/features/simulator/farmer/prerender.tsx) and its stylesheets
 * inline, so nothing blocks the first paint of a slow phone and React hydrates what is there; its
 * scripts start only after that paint.
 */
function simulatorFirstPaint(): Plugin {
  return {
    name: 'agroventas-simulator-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('simulator.html')) return html;
        const bundle = context.bundle;
        const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(
          ([, fileName]) => {
            const file = bundle[fileName!];
            if (file?.type !== 'asset') throw new Error(`no built stylesheet ${fileName}`);
            return { href: `/${fileName}`, css: String(file.source) };
          },
        );
        return withScriptsAfterFirstPaint(withFirstPaint(html, styles));
      },
    },
  };
}

const brotli = promisify(brotliCompress);

/**
 * Each built script and stylesheet also as `<file>.br` at Brotli's highest quality, which the
 * server sends to browsers that accept it (server/http/spa.ts, preCompressed) instead of
 * compressing on the fly at a quality fit for a live answer: the admin home's first scripts go
 * from 284 to 243 KiB on the wire (issue 27, part 3: at a slow 4G every 20 KiB is 0.1 s). Gzip-only
 * clients still get the server's gzip.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'agroventas-precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(import.meta.dirname, 'dist/app');
      const files = Object.values(bundle).filter((file) => /^assets\/.+\.(js|css)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          // The written file, as the server would send it (a chunk's code lacks its source map comment).
          const path = join(outDir, file.fileName);
          const compressed = await brotli(await readFile(path), {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            },
          });
          await writeFile(`${path}.br`, compressed);
        }),
      );
    },
  };
}

const PACKAGE = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const FLUENT = PACKAGE(
  '@fluentui|@griffel|tabster|keyborg|@floating-ui|rtl-css-js|stylis|@swc|use-sync-external-store',
);
// Icons go with the pages that draw them, the calendar with the forms that have a date.
const FLUENT_ON_DEMAND = /@fluentui[\\/](react-icons|react-calendar-compat|react-datepicker-compat)[\\/]/;

// What every staff page needs (the start and the dashboard frame) and the page module of each role's
// home (docs/requirements.md §2 rule 7: users for managers, sales for consultants); the farmer
// simulator's own entry.
const FRAME_ROOTS = ['/src/main.tsx', '/src/app/layouts/dashboard-layout.tsx'];
const HOME_PAGES: Record<string, string> = {
  [ROUTES.users.path]: '/src/features/users/pages/users-page.tsx',
  [ROUTES.sales.path]: '/src/features/sales/pages/sales-list-page.tsx',
};
const HOME_ROOTS = Object.values(HOME_PAGES);
const SIMULATOR_ROOT = '/src/features/simulator/farmer/main.tsx';

/**
 * Once the module graph is built, finds the app code every staff home loads through static imports:
 * the frame's, plus what both homes share (code of one home only stays in that home's chunk), never
 * what the farmer simulator loads. Vendor code is left to the groups below: Fluent's barrel makes
 * every Fluent module look reachable from here.
 */
function staffFrame() {
  const frame = new Set<string>();
  const common = new Set<string>();
  const plugin: Plugin = {
    name: 'agroventas-staff-frame',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = ids.filter((id) => roots.some((root) => id.endsWith(root)));
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id) || id.includes('node_modules')) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const farmer = reach([SIMULATOR_ROOT]);
      const [users, sales] = HOME_ROOTS.map((root) => reach([root]));
      const staff = [...reach(FRAME_ROOTS), ...[...users!].filter((id) => sales!.has(id))];
      frame.clear();
      common.clear();
      for (const id of staff) (farmer.has(id) ? common : frame).add(id);
    },
  };
  return { plugin, inFrame: (id: string) => frame.has(id), inCommon: (id: string) => common.has(id) };
}

/**
 * Opening the staff app at its start or at the home of the stored role: a small inline script in
 * index.html starts downloading that home page's chunks beside the app's own scripts (issue 14),
 * instead of after they have run. The role is the one kept from the last sign-in (the session
 * check that follows may still send the user elsewhere; the files are then only in the cache).
 * Before it, a second inline script starts that home's session check and list (issue 27, part 3:
 * src/app/home-requests.ts), whose answers the API client takes instead of asking again.
 */
function homePreload(): Plugin {
  return {
    name: 'agroventas-home-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return html;
        const bundle = context.bundle;
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          const file = bundle[fileName];
          for (const imported of file?.type === 'chunk' ? file.imports : []) closure(imported, into);
          return into;
        };
        // What index.html already loads (its own module scripts) is left out.
        const loaded = new Set([...html.matchAll(/src="\/([^"]+\.js)"/g)].map((match) => match[1]!));
        const filesOf = (root: string) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(root));
          if (!page) throw new Error(`no chunk for the home page ${root}`);
          return [...closure(page.fileName)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        };
        const homes = Object.fromEntries(
          STAFF_ROLES.map((role) => {
            const path = homePathFor(role)!;
            return [role, { path, files: filesOf(HOME_PAGES[path]!) }];
          }),
        );
        const early = earlyRequestsScript(earlyHomes());
        const script = `(function(homes){try{var role=JSON.parse(localStorage.getItem('userDetails')).role;var home=homes[role];var at=location.pathname.replace(/\\/+$/,'')||'/';if(!home||['/','/dashboard',home.path].indexOf(at)<0)return;home.files.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link);});}catch(e){}})(${JSON.stringify(homes)});`;
        return html.replace(
          '<!--app-config-->',
          `<!--app-config-->\n    <script>${early}</script>\n    <script>${script}</script>`,
        );
      },
    },
  };
}

/**
 * The service worker (src/sw/service-worker.ts, issue 38): the whole build precached by content
 * hash, the pages under the addresses the server answers them at (with their configuration).
 */
function appWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['sw.js', 'workbox-*.js'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: precachedUrlOf(entry.url) })),
          warnings: [],
        }),
      ],
    },
  });
}

const frame = staffFrame();

// Chunks (issue 14): long-lived vendor files instead of dozens of small ones: React (the farmer
// simulator's too), the staff app's router, state and HTTP libraries, and Fluent's core; then the
// app code of the staff frame in one file. The staff home went from 66 script files to 32, then
// to the count in bench/results.md; the simulator still loads React alone.
const CHUNK_GROUPS = [
  { name: 'react', test: PACKAGE('react|react-dom|scheduler'), priority: 30 },
  {
    name: 'vendor',
    test: PACKAGE('react-router|jotai|@tanstack|axios|cookie|set-cookie-parser'),
    priority: 20,
  },
  {
    name: 'fluent',
    test: (id: string) => FLUENT.test(id) && !FLUENT_ON_DEMAND.test(id),
    tags: ['$initial' as const],
    priority: 10,
  },
  // Taken first, so that the frame's dependencies do not pull them in: the simulator loads these.
  { name: 'common', test: (id: string) => frame.inCommon(id), priority: 6 },
  { name: 'frame', test: (id: string) => frame.inFrame(id), priority: 5 },
];

// The static app. `npm run dev` proxies /api to the server on PORT (default 3000).
export default defineConfig({
  plugins: [
    react(),
    simulatorPage(),
    frame.plugin,
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
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});

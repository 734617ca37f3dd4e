// Opening the staff app at its start or at a role's home, index.html's inline scripts start what
// that home needs before the app's scripts have arrived and run: its first requests
// (src/app/inline-scripts/early-requests.ts, whose answers the API client takes instead of asking
// again) and its page's script files (src/app/inline-scripts/home-preload.ts).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { homePathFor } from '../domain/app-routes.ts';
import { STAFF_ROLES } from '../domain/roles.ts';
import { earlyHomes } from '../src/app/home-requests.ts';
import type { PreloadedHome } from '../src/app/inline-scripts/home-preload.ts';
import { inlineScript } from './inline-script.ts';
import { HOME_PAGES } from './staff-chunks.ts';

const SCRIPTS = resolve(import.meta.dirname, '../src/app/inline-scripts');

export function homePreload(): Plugin {
  return {
    name: 'agroventas-home-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
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
        const homes: Record<string, PreloadedHome> = Object.fromEntries(
          STAFF_ROLES.map((role) => {
            const path = homePathFor(role)!;
            return [role, { path, files: filesOf(HOME_PAGES[path]!) }];
          }),
        );
        const early = await inlineScript(`${SCRIPTS}/early-requests.ts`, 'startEarlyRequests', earlyHomes());
        const preload = await inlineScript(`${SCRIPTS}/home-preload.ts`, 'preloadHomeFiles', homes);
        return html.replace(
          '<!--app-config-->',
          `<!--app-config-->\n    <script>${early}</script>\n    <script>${preload}</script>`,
        );
      },
    },
  };
}

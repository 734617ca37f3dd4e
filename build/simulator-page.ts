// The farmer simulator is its own page (simulator.html) with its own small entry, so /simulator
// never loads the dashboard, Fluent, MSAL or teams-js.
import type { Plugin } from 'vite';
import { isSimulatorPagePath } from '../domain/farmer-pages.ts';
import { withFirstPaint, withScriptsAfterFirstPaint } from '../src/features/simulator/farmer/prerender.tsx';

/** The server answers /simulator* and the farmer link /farmer with simulator.html; so does the dev server. */
export function simulatorPage(): Plugin {
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
 * The built simulator.html carries the form and the result bar rendered with react-dom/server
 * (src/features/simulator/farmer/prerender.tsx) and its stylesheets inline, so nothing blocks the
 * first paint of a slow phone and React hydrates what is there; its scripts start only after that
 * paint.
 */
export function simulatorFirstPaint(): Plugin {
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

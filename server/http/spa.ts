// Serves the built app: hashed assets with a long cache, and index.html for every client route
// with the runtime configuration injected, so API_KEY and friends change without a rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSimulatorPagePath } from '../../domain/farmer-pages.ts';
import { receiptCodeOfPath } from '../../domain/payment-receipts.ts';
import type { Config } from '../config.ts';

interface RuntimeConfig {
  apiUrl: string;
  apiKey: string;
  msClientId: string | null;
  msAuthority: string | null;
  msScopes: string[];
}

function runtimeConfig(config: Config): RuntimeConfig {
  return {
    apiUrl: '/api',
    apiKey: config.API_KEY,
    msClientId: config.MS_CLIENT_ID ?? null,
    msAuthority:
      config.MS_AUTHORITY ??
      (config.MS_TENANT_ID ? `https://login.microsoftonline.com/${config.MS_TENANT_ID}` : null),
    msScopes: config.MS_API_AUDIENCE ? [`${config.MS_API_AUDIENCE}/access_as_user`] : [],
  };
}

const PLACEHOLDER = '<!--app-config-->';
const NOINDEX_META = '<meta name="robots" content="noindex, nofollow" />';

function injectConfig(html: string, script: string): string {
  return html.includes(PLACEHOLDER)
    ? html.replace(PLACEHOLDER, script)
    : html.replace('</head>', `${script}</head>`);
}

export function configScript(config: Config): { tag: string; hash: string } {
  // JSON in a script element: escape '<' so no value can close the element.
  const body = `window.__AGROVENTAS_CONFIG__=${JSON.stringify(runtimeConfig(config)).replace(/</g, '\\u003c')};`;
  return {
    tag: `<script>${body}</script>`,
    hash: `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  };
}

/**
 * CSP hashes of the inline scripts the build itself writes into the pages (the staff app's home
 * preload and early requests, build/home-preload.ts), read once from the built files; none when the app is not built.
 */
export function builtScriptHashes(staticDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of ['index.html', 'simulator.html']) {
    const path = join(resolve(staticDir), file);
    if (!existsSync(path)) continue;
    for (const match of readFileSync(path, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
    }
  }
  return [...hashes];
}

export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const root = resolve(config.STATIC_DIR);
  const indexFile = join(root, 'index.html');
  const { tag } = configScript(config);
  const pages = new Map<string, string>();
  const page = (file: string): string | null => {
    if (!pages.has(file)) {
      const path = join(root, file);
      if (!existsSync(path)) return null;
      pages.set(file, injectConfig(readFileSync(path, 'utf8'), tag));
    }
    return pages.get(file) ?? null;
  };

  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // Pages are answered below with the runtime configuration; the raw files would lack it.
      allowedPath: (path) => !path.endsWith('.html'),
      // The build writes each script and stylesheet also Brotli-compressed at its highest quality
      // (build/precompressed-assets.ts); a browser that accepts br gets that file, others the file
      // compressed on the fly.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(root, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built app in ${root}: run "npm run build" to serve the front end.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/bot/');
    const wantsPage =
      request.method === 'GET' && !isApi && !/\.[a-z0-9]+(\?|$)/i.test(request.url.split('?')[0] ?? '');
    if (wantsPage) {
      // The farmer simulator has its own small entry, also at the farmer link /farmer that
      // the customer's QR carries (it paints and works offline like /simulator);
      // everything else is the main app.
      const path = request.url.split('?')[0] ?? '/';
      const isSimulator = isSimulatorPagePath(path);
      const html = (isSimulator && page('simulator.html')) || page('index.html');
      // A farmer's receipt is for the link's holder alone: never indexed.
      if (html && receiptCodeOfPath(path)) {
        return reply
          .header('cache-control', 'no-cache')
          .header('x-robots-tag', 'noindex, nofollow')
          .type('text/html; charset=utf-8')
          .send(html.replace('</head>', `${NOINDEX_META}</head>`));
      }
      if (html) {
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      }
    }
    return reply
      .status(404)
      .send({ statusCode: 404, code: 'NOT_FOUND', message: 'El recurso solicitado no existe.' });
  });
}

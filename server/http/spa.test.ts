import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { expectRefusal } from '../test/api-fixture.ts';
import { testConfig } from '../test/helper.ts';
import { configScript } from './spa.ts';

// An inline script the build writes into a page, like the staff app's home preload.
const BUILT_SCRIPT = 'window.__built=1;';
// A built script and the Brotli copy the build writes beside it (build/precompressed-assets.ts).
const FRAME_SCRIPT = `console.log(${JSON.stringify('frame '.repeat(400))});`;
const FRAME_SCRIPT_BR = brotliCompressSync(FRAME_SCRIPT);
const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('serving the built app', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const staticDir = mkdtempSync(join(tmpdir(), 'agroventas-static-'));
  const config = testConfig({ STATIC_DIR: staticDir, API_KEY: 'runtime-key-<script>' });

  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(
      join(staticDir, 'index.html'),
      `<html><head><!--app-config-->\n<script>${BUILT_SCRIPT}</script></head><body>app</body></html>`,
    );
    writeFileSync(join(staticDir, 'assets', 'main-abc123.js'), 'console.log("app")');
    writeFileSync(join(staticDir, 'assets', 'frame-def456.js'), FRAME_SCRIPT);
    writeFileSync(join(staticDir, 'assets', 'frame-def456.js.br'), FRAME_SCRIPT_BR);
    writeFileSync(
      join(staticDir, 'simulator.html'),
      '<html><head><!--app-config--></head><body>simulator</body></html>',
    );
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(staticDir, 'simulator.webmanifest'), '{"name":"Simulador"}');
    database = await connectDatabase({});
    app = await buildApp({ config, db: database.db, feed: database.feed, mailer: { send: async () => {} } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers every client route with index.html carrying the runtime configuration', async () => {
    for (const url of ['/', '/login/farmer?objective=%2Fsimulator', '/dashboard/sales/list/sale']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('window.__AGROVENTAS_CONFIG__=');
      expect(response.body).toContain('"apiKey":"runtime-key-\\u003cscript>"');
      expect(response.body).not.toContain('<!--app-config-->');
    }
  });

  it("marks a farmer's receipt page noindex, in its header and its page, and no other page", async () => {
    const receipt = await app.inject({ method: 'GET', url: '/r/0123456789abcdef' });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(receipt.body).toContain('<meta name="robots" content="noindex, nofollow" /></head>');
    expect(receipt.body).toContain('window.__AGROVENTAS_CONFIG__=');
    for (const url of ['/', '/dashboard/sales/list/sale', '/r/not-a-code']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['x-robots-tag'], url).toBeUndefined();
      expect(page.body, url).not.toContain('noindex');
    }
  });

  it('sends the security headers on the page, the API and a missing address alike', async () => {
    for (const url of ['/', '/api/health', '/api/nothing-here', '/assets/nothing.js']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy'], url).toContain(configScript(config).hash);
      expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // Teams frames the tab: frame-ancestors is the control, not X-Frame-Options.
      expect(headers['x-frame-options'], url).toBeUndefined();
      expect(headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('answers /simulator and /farmer with its own small page, carrying the same configuration and CSP', async () => {
    for (const url of ['/simulator', '/simulator?x=1', '/simulator/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('simulator');
      expect(response.body).toContain(configScript(config).tag);
      expect(String(response.headers['content-security-policy'])).toContain(configScript(config).hash);
    }
    // The farmer link of the customer's QR is the simulator's page too, not the staff app.
    const farmerLink = await app.inject({ method: 'GET', url: '/farmer?objective=%2Fsimulator' });
    expect(farmerLink.body).toContain('<body>simulator</body>');
    expect(farmerLink.body).toContain(configScript(config).tag);
    const other = await app.inject({ method: 'GET', url: '/simulators' });
    expect(other.body).toContain('<body>app</body>');
  });

  it('serves the service worker and manifest without a long cache, and never a page without its configuration', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const manifest = await app.inject({ method: 'GET', url: '/simulator.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    for (const url of ['/simulator.html', '/index.html']) {
      const raw = await app.inject({ method: 'GET', url });
      expect(raw.body).not.toContain('<!--app-config-->');
    }
  });

  it('allows exactly the injected and the built inline scripts in the CSP and lets Teams frame the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(configScript(config).hash);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim().split(/\s+/).sort()).toEqual(
      ['script-src', "'self'", configScript(config).hash, hashOf(BUILT_SCRIPT)].sort(),
    );
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain('https://teams.microsoft.com');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it("sends the build's Brotli copy of a script to a browser that accepts it, gzip made on the fly to others", async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/frame-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    // The very file the build wrote, not a copy compressed again.
    expect(brotli.rawPayload.equals(FRAME_SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(FRAME_SCRIPT);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/frame-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FRAME_SCRIPT);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/frame-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FRAME_SCRIPT);
  });

  it('serves hashed assets with a long cache and answers unknown API paths with the JSON error body', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);

    const api = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expectRefusal(api, 404, 'NOT_FOUND', 'El recurso solicitado no existe.');
  });

  it('reports health without an API key and checks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      info: { title: 'Agroventas API' },
    });
  });
});

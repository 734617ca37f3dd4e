// Index.html's inline scripts as the build compiles them (build/inline-script.ts): self-contained,
// run in a bare page with nothing loaded, they do what their modules do (home-requests.test.tsx
// holds the early requests' module to every case in jsdom).
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { inlineScript } from '../../../build/inline-script.ts';
import { earlyHomes, homeRequests } from '../home-requests.ts';
import type { PreloadedHome } from './home-preload.ts';

const here = (file: string) => new URL(file, import.meta.url).pathname;

/** A page at `pathname` with `stored` as the kept session: only what the scripts may touch. */
function barePage(pathname: string, stored: object | null) {
  const fetch = vi.fn(async () => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: () => 'application/json' },
    text: async () => '{"data":{}}',
  }));
  const appended: { rel: string; crossOrigin: string | null; href: string }[] = [];
  const window: Record<string, unknown> = { __AGROVENTAS_CONFIG__: { apiUrl: '/api/', apiKey: ' the-key ' } };
  Object.assign(window, {
    window,
    fetch,
    location: { pathname, search: '' },
    performance: { now: () => 42 },
    localStorage: { getItem: () => (stored ? JSON.stringify(stored) : null) },
    document: {
      createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    },
  });
  return { window, fetch, appended };
}

describe("index.html's inline scripts, compiled", () => {
  it("start the consultant's early requests with the API client's headers", async () => {
    const script = await inlineScript(here('early-requests.ts'), 'startEarlyRequests', earlyHomes());
    const page = barePage('/dashboard/sales/list/sale/', { id: 7, role: 'CONSULTANT' });
    runInNewContext(script, page.window);
    const urls = homeRequests('CONSULTANT').map((path) => `/api${path}`);
    expect(page.fetch.mock.calls).toEqual(
      urls.map((url) => [
        url,
        { credentials: 'include', headers: { Accept: 'application/json', 'x-api-key': 'the-key' } },
      ]),
    );
    const early = page.window.__AGROVENTAS_EARLY__ as { startedAt: number; answers: Record<string, unknown> };
    expect(early.startedAt).toBe(42);
    await expect(early.answers[urls[0]!]).resolves.toEqual({
      status: 200,
      statusText: 'OK',
      contentType: 'application/json',
      body: '{"data":{}}',
    });
  });

  it('start nothing without a kept session or for a farmer', async () => {
    const script = await inlineScript(here('early-requests.ts'), 'startEarlyRequests', earlyHomes());
    for (const stored of [null, { id: 7, role: 'CONSULTANT', clientKey: 'AGV-1' }]) {
      const page = barePage('/dashboard', stored);
      runInNewContext(script, page.window);
      expect(page.fetch).not.toHaveBeenCalled();
      expect(page.window.__AGROVENTAS_EARLY__).toBeUndefined();
    }
  });

  it("preload the kept role's home files at the start, nothing elsewhere", async () => {
    const homes: Record<string, PreloadedHome> = {
      ADMIN: { path: '/dashboard/users', files: ['/assets/users-page.js', '/assets/table.js'] },
    };
    const script = await inlineScript(here('home-preload.ts'), 'preloadHomeFiles', homes);
    const atStart = barePage('/', { role: 'ADMIN' });
    runInNewContext(script, atStart.window);
    expect(atStart.appended).toEqual(
      homes.ADMIN!.files.map((href) => ({ rel: 'modulepreload', crossOrigin: '', href })),
    );
    for (const [at, stored] of [
      ['/dashboard/customers', { role: 'ADMIN' }],
      ['/dashboard', { role: 'CONSULTANT' }],
      ['/dashboard', null],
    ] as const) {
      const page = barePage(at, stored);
      runInNewContext(script, page.window);
      expect(page.appended).toEqual([]);
    }
  });
});

// Bundle: the JavaScript Chromium downloads, compressed as served, for the farmer
// simulator and the staff home, beside the two Fluent fixtures built and served the same way; and
// whether MSAL or teams-js reach the farmer's chunks (read from their source maps).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { signedInState, type PageAs, type Who } from './lib/browser-session.ts';
import type { Results } from './lib/results.ts';
import { fixed, kib } from './lib/stats.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FORBIDDEN_IN_FARMER = /@azure[\\/]msal|@microsoft[\\/]teams-js/;
// The staff homes validate nothing before a form opens: zod comes with the first form's chunk
// (docs/code-style.md). One import of a zod module from the frame once put 27 KiB gz on every home.
const ZOD_MODULE = /node_modules[\\/]zod[\\/]/;

export interface PageScripts {
  bytes: number;
  encodings: string[];
  urls: string[];
  /** The largest scripts, file name and encoded bytes. */
  largest: { file: string; bytes: number }[];
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}

/**
 * Loads `url` in a fresh context (signed in through the login page first when `who` is given) and
 * sums the encoded bodies of its scripts. `gzipOnly` makes the browser offer gzip alone: the
 * targets are stated in gzip, while Chromium normally gets brotli from our server.
 */
export async function scriptsOf(
  browser: Browser,
  url: string,
  who?: Who,
  gzipOnly = false,
): Promise<PageScripts> {
  const storageState = who ? await signedInState(browser, new URL(url).origin, who) : undefined;
  const context = await browser.newContext({
    ...(storageState ? { storageState } : {}),
    ...(gzipOnly ? { extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' } } : {}),
  });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const scripts: { url: string; bytes: number; encoding: string }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        scripts.push({
          url: request.url(),
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        });
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The simulator's page adds its module script only after its first paint (vite.config.ts): the
  // network may look idle before that on a busy machine.
  await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
  // Lazy routes load after the first render: wait until nothing new arrives for a moment.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (who && landed.startsWith('/login')) throw new Error(`${url} sent the signed-in browser to ${landed}`);
  return {
    bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    encodings: [...new Set(scripts.map((s) => s.encoding))],
    urls: scripts.map((s) => s.url),
    largest: [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((s) => ({ file: basename(new URL(s.url).pathname), bytes: s.bytes })),
  };
}

/** Module paths of the given built chunks, from their source maps. */
function modulesOf(urls: string[], assetsDir: string): { modules: string[]; missingMaps: string[] } {
  const modules: string[] = [];
  const missingMaps: string[] = [];
  for (const url of urls) {
    const file = join(assetsDir, basename(new URL(url).pathname));
    const map = `${file}.map`;
    if (!existsSync(map)) {
      missingMaps.push(basename(file));
      if (existsSync(file) && /msal|teams-js|microsoftTeams/i.test(readFileSync(file, 'utf8')))
        modules.push(`${file} (text)`);
      continue;
    }
    const parsed = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
    modules.push(...(parsed.sources ?? []));
  }
  return { modules, missingMaps };
}

interface Measured {
  gz: PageScripts;
  br: PageScripts;
}

const size = (m: Measured) =>
  `${fixed(kib(m.gz.bytes), 1)} KiB ${m.gz.encodings.join('/')} (${fixed(kib(m.br.bytes), 1)} KiB ${m.br.encodings.join('/')}) in ${m.gz.urls.length} files`;

export async function benchBundle(
  results: Results,
  pages: {
    browser: Browser;
    simulator: PageAs;
    staff: PageAs;
    consultant: PageAs;
    fixturesUrl: string;
    assetsDir: string;
  },
): Promise<void> {
  const section = 'Bundle';
  const { browser } = pages;
  const measure = async (url: string, who?: Who): Promise<Measured> => ({
    gz: await scriptsOf(browser, url, who, true),
    br: await scriptsOf(browser, url, who),
  });
  const minimal = await measure(`${pages.fixturesUrl}/minimal/`);
  const adminSet = await measure(`${pages.fixturesUrl}/admin-set/`);
  const simulator = await measure(pages.simulator.url, pages.simulator.who);
  const staff = await measure(pages.staff.url, pages.staff.who);
  const consultant = await measure(pages.consultant.url, pages.consultant.who);

  results.add({ section, measure: 'fixture: React + FluentProvider + Button', value: size(minimal) });
  results.add({ section, measure: 'fixture: Fluent admin set', value: size(adminSet) });
  results.add({
    section,
    measure: 'farmer simulator (/simulator)',
    value: size(simulator),
    target: '≤ 95 KiB gz (issue 14)',
    held: kib(simulator.gz.bytes) <= 95 && simulator.gz.encodings.includes('gzip'),
  });
  results.add({
    section,
    measure: 'staff home (admin)',
    value: `${size(staff)} (${fixed(staff.gz.bytes / adminSet.gz.bytes, 2)}× the admin set)`,
    target: '≤ 250 KiB gz in ≤ 15 files (issue 14)',
    held: kib(staff.gz.bytes) <= 250 && staff.gz.urls.length <= 15,
  });
  results.add({
    section,
    measure: 'staff home (consultant)',
    value: `${size(consultant)} (${fixed(consultant.gz.bytes / adminSet.gz.bytes, 2)}× the admin set)`,
    target: '≤ 300 KiB gz (issue 27)',
    held: kib(consultant.gz.bytes) <= 300,
  });
  const largest = (m: Measured) =>
    m.gz.largest.map((l) => `${l.file.replace(/-[\w-]{8}\.js$/, '')} ${fixed(kib(l.bytes), 0)}`).join(', ');
  results.note(
    `Bundle: largest scripts (KiB gz) of the staff home: ${largest(staff)}; of the consultant's home: ${largest(consultant)}; of the simulator: ${largest(simulator)}.`,
  );
  const { modules, missingMaps } = modulesOf(simulator.gz.urls, pages.assetsDir);
  const forbidden = modules.filter((m) => FORBIDDEN_IN_FARMER.test(m) || m.endsWith('(text)'));
  results.add({
    section,
    measure: 'MSAL / teams-js modules in the farmer chunks',
    value: `${forbidden.length} of ${modules.length} modules${forbidden.length ? `: ${[...new Set(forbidden.map((m) => m.replace(/.*node_modules[\\/]/, '')))].slice(0, 3).join(', ')}` : ''}`,
    target: 'none',
    held: forbidden.length === 0 && modules.length > 0,
  });
  const homes = modulesOf([...staff.gz.urls, ...consultant.gz.urls], pages.assetsDir).modules;
  const zod = new Set(homes.filter((m) => ZOD_MODULE.test(m)));
  results.add({
    section,
    measure: 'zod modules in the staff homes’ chunks (admin and consultant)',
    value: `${zod.size} of ${new Set(homes).size} modules`,
    target: 'none',
    held: zod.size === 0 && homes.length > 0,
  });
  if (missingMaps.length > 0)
    results.note(`Bundle: no source map for ${missingMaps.join(', ')}; their text was searched instead.`);
}

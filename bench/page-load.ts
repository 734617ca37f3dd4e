// Page load: Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) in the local
// Chromium for the farmer simulator (at /simulator and at the farmer link of the customer's QR) and
// the staff homes (the admin's and the consultant's), beside a static HTML floor. Signed-in pages:
// the same Chrome first signs in through the login page (Playwright over CDP), then Lighthouse runs
// with its storage reset off, after the HTTP cache is emptied by hand. The farmer pages' JavaScript
// is also weighed as gzip (a fresh signed-in context offering gzip only, bundle.ts), the unit of
// the target.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM, scriptsOf } from './bundle.ts';
import { signInThroughPage, type PageAs, type Who } from './lib/browser-session.ts';
import { freePort } from './lib/process.ts';
import type { Results } from './lib/results.ts';
import { SCALE } from './lib/scale.ts';
import { fixed, kib, median } from './lib/stats.ts';

interface PageFigures {
  lcp: number;
  tbt: number;
  cls: number;
  score: number;
}

/** Signs the Chrome in as `who` (after clearing the origin's storage), or only clears it. */
async function prepare(browser: Browser, url: string, who?: Who): Promise<void> {
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chrome has no default context');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const origin = new URL(url).origin;
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (who) await signInThroughPage(page, origin, who);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

async function measureOnce(port: number, browser: Browser, url: string, who?: Who): Promise<PageFigures> {
  await prepare(browser, url, who);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
  };
}

/** Median of the runs; a run Lighthouse cannot complete (NO_FCP on a starved machine) is tried once more. */
async function measure(
  port: number,
  browser: Browser,
  url: string,
  who?: Who,
): Promise<PageFigures | string> {
  const runs: PageFigures[] = [];
  let failure = '';
  for (let i = 0, tries = 0; i < (SCALE === 1 ? 3 : 1) && tries < (SCALE === 1 ? 4 : 2); tries += 1) {
    try {
      runs.push(await measureOnce(port, browser, url, who));
      i += 1;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  if (runs.length === 0) return `not measured: ${failure}`;
  return {
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    score: median(runs.map((r) => r.score)),
  };
}

const describe = (f: PageFigures | string) =>
  typeof f === 'string'
    ? f
    : `LCP ${fixed(f.lcp / 1000, 2)} s · TBT ${fixed(f.tbt, 0)} ms · CLS ${fixed(f.cls, 3)} · score ${fixed(f.score, 0)}`;

export async function benchPageLoad(
  results: Results,
  pages: {
    floorUrl: string;
    simulator: PageAs;
    /** The farmer link of the customer's QR (/farmer?objective=/simulator), signed in as the farmer. */
    farmerLink: PageAs;
    staff: PageAs;
    /** The consultant's home, measured as the admin's. */
    consultant: PageAs;
  },
): Promise<void> {
  const section = 'Page load (Lighthouse mobile)';
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    ...(process.env.BENCH_PORTS ? { port: await freePort() } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const floor = await measure(chrome.port, browser, pages.floorUrl);
    const farmerPages = [
      { measure: 'farmer simulator (/simulator)', ...pages.simulator },
      { measure: 'farmer link (/farmer?objective=/simulator)', ...pages.farmerLink },
    ];
    const farmer = [];
    for (const page of farmerPages) {
      const figures = await measure(chrome.port, browser, page.url, page.who);
      const scripts = await scriptsOf(browser, page.url, page.who, true);
      farmer.push({ page, figures, jsKiB: kib(scripts.bytes) });
    }
    const staffHomes = [
      { measure: 'staff home (admin)', ...pages.staff },
      { measure: 'staff home (consultant)', ...pages.consultant },
    ];
    const staff = [];
    for (const page of staffHomes) {
      staff.push({ page, figures: await measure(chrome.port, browser, page.url, page.who) });
    }
    results.add({ section, measure: 'static HTML floor', value: describe(floor) });
    for (const { page, figures, jsKiB } of farmer) {
      results.add({
        section,
        measure: page.measure,
        value: `${describe(figures)} · JS ${fixed(jsKiB, 1)} KiB gzip`,
        target: 'LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS 0, JS ≤ 90 KiB gz (issues 14, 26)',
        held:
          typeof figures !== 'string' &&
          figures.lcp <= 1500 &&
          figures.tbt <= 150 &&
          figures.cls === 0 &&
          jsKiB <= 90,
      });
    }
    for (const { page, figures } of staff) {
      results.add({
        section,
        measure: page.measure,
        value: describe(figures),
        target: 'LCP ≤ 2.5 s, TBT ≤ 200 ms (issue 27)',
        held: typeof figures !== 'string' && figures.lcp <= 2500 && figures.tbt <= 200,
      });
    }
  } finally {
    await chrome.kill();
  }
}

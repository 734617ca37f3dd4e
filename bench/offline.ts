// Offline: Chromium (Playwright) with the CPU slowed 4× and a slow-4G link (150 ms,
// 1.6 Mbps down, 750 kbps up, through the DevTools protocol), each "before" beside its "after" in
// the same run: the consultant's sales list opened offline after one online visit; a repeat visit
// of the admin's and the consultant's homes with the service worker and with the HTTP cache alone
// (service workers blocked); the first visit with and without the worker; 50 outbox items sent
// after the signal returns; and the working set's stored size and refresh time (loopback, no
// throttling), read from the app's own report (`data-working-set` on <html>).
// LCP is read inside the page (PerformanceObserver, from the navigation's start).
import { sql } from 'kysely';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { DEMO_EMAILS } from '../server/test/helper.ts';
import { signedInState, type Who } from './lib/browser-session.ts';
import { preparePglite } from './lib/databases.ts';
import { apiHeaders, DEMO_PASSWORD, signIn, startOurServer, type RunningProcess } from './lib/process.ts';
import type { Results } from './lib/results.ts';
import { SCALE } from './lib/scale.ts';
import { fixed, median } from './lib/stats.ts';

const CPU_SLOWDOWN = 4;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const RUNS = SCALE === 1 ? 3 : 1;
const OUTBOX_ITEMS = 50;
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

// In-page scripts as text: tsx would wrap inner helpers in a __name() the page does not have.
const WATCH_LCP = `(() => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

async function throttle(context: BrowserContext, page: Page, network = true): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
}

/** Opens `url` in a fresh throttled tab of `context`; the LCP once the page has settled. */
async function lcpOf(context: BrowserContext, url: string, shown: string, network = true): Promise<number> {
  const page = await context.newPage();
  try {
    await throttle(context, page, network);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator(shown).first().waitFor({ timeout: 60_000 });
    // LCP settles once the content is in; a moment more lets a late larger paint count.
    await page.waitForTimeout(1500);
    return (await page.evaluate('window.__lcp')) as number;
  } finally {
    await page.close();
  }
}

async function signedInContext(
  browser: Browser,
  origin: string,
  who: Who,
  serviceWorkers: 'allow' | 'block',
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const storageState = await signedInState(browser, origin, who);
  const context = await browser.newContext({ ...options, storageState, serviceWorkers });
  await context.addInitScript(WATCH_LCP);
  return context;
}

/** One unthrottled visit that installs the worker (precache complete) and, for a consultant, keeps the working set. */
async function warm(context: BrowserContext, url: string, workingSet: boolean): Promise<string | null> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    // A registered worker is ready once its precache is complete.
    await page.evaluate(
      `'serviceWorker' in navigator && navigator.serviceWorker.getRegistration().then((r) => r ? navigator.serviceWorker.ready.then(() => true) : null)`,
    );
    if (!workingSet) {
      await page.waitForLoadState('networkidle');
      return null;
    }
    await page.waitForFunction(() => document.documentElement.dataset.workingSet, undefined, {
      timeout: 300_000,
      polling: 250,
    });
    return (await page.evaluate(() => document.documentElement.dataset.workingSet)) ?? null;
  } finally {
    await page.close();
  }
}

async function isControlled(context: BrowserContext, url: string): Promise<boolean> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    return (await page.evaluate('navigator.serviceWorker?.controller !== null')) as boolean;
  } finally {
    await page.close();
  }
}

interface Home {
  label: string;
  who: Who;
  shown: string;
  options: BrowserContextOptions;
}

/** Median LCP of a first visit and of a repeat visit, with the worker allowed or blocked. */
async function visits(
  browser: Browser,
  origin: string,
  home: Home,
  serviceWorkers: 'allow' | 'block',
): Promise<{ first: number; repeat: number; controlled: boolean }> {
  const first: number[] = [];
  const repeat: number[] = [];
  let controlled = serviceWorkers === 'allow';
  for (let run = 0; run < RUNS; run += 1) {
    const context = await signedInContext(browser, origin, home.who, serviceWorkers, home.options);
    try {
      first.push(await lcpOf(context, `${origin}/dashboard`, home.shown));
      await warm(context, `${origin}/dashboard`, false);
      if (serviceWorkers === 'allow') controlled &&= await isControlled(context, `${origin}/dashboard`);
      repeat.push(await lcpOf(context, `${origin}/dashboard`, home.shown));
    } finally {
      await context.close();
    }
  }
  return { first: median(first), repeat: median(repeat), controlled };
}

interface ConsultantData {
  userId: number;
  seasonId: number;
  clientId: number;
  productId: number;
}

async function consultantData(server: RunningProcess, who: Who): Promise<ConsultantData> {
  if ('clientKey' in who) throw new Error('a consultant signs in with email');
  const cookie = await signIn(server, who);
  const get = async (path: string) => {
    const response = await fetch(`${server.url}/api${path}`, {
      headers: apiHeaders(server.publicUrl, cookie),
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: unknown }).data;
  };
  const me = (await get('/auth/me')) as { id: number; user?: { id: number } };
  const seasons = (await get('/seasons?page=1&size=all&isOpen=true')) as {
    data: { id: number; startDate?: string }[];
  };
  const today = new Date().toISOString().slice(0, 10);
  const season = seasons.data.find((s) => !s.startDate || s.startDate <= today) ?? seasons.data[0];
  const clients = (await get('/clients?page=1&size=all&status=ACTIVE')) as { data: { id: number }[] };
  const products = (await get('/products/enabled')) as { id: number }[] | { data: { id: number }[] };
  const product = Array.isArray(products) ? products[0] : products.data[0];
  if (!season || !clients.data[0] || !product) throw new Error('no open season, customer or product');
  return {
    userId: me.user?.id ?? me.id,
    seasonId: season.id,
    clientId: clients.data[0].id,
    productId: product.id,
  };
}

// Writes the items as outbox.ts does (idb-keyval: database agroventas-outbox, store outbox, key =
// the id padded to 16 digits).
const FILL_OUTBOX = `(async ({ owner, body, count }) => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('agroventas-outbox');
    request.onupgradeneeded = () => request.result.createObjectStore('outbox');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const transaction = db.transaction('outbox', 'readwrite');
  const store = transaction.objectStore('outbox');
  const base = Date.now();
  for (let i = 0; i < count; i += 1) {
    const id = base + i;
    store.put({
      id, owner, kind: 'sale-create', method: 'POST', path: '/sales', body,
      idempotencyKey: crypto.randomUUID(), label: 'Venta de banco ' + (i + 1),
      createdAt: id, state: 'pending', attempts: 0, nextAttemptAt: 0,
    }, String(id).padStart(16, '0'));
  }
  await new Promise((resolve, reject) => {
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
})`;

/** 50 sales put in the outbox offline, then the signal back and "Enviar ahora": ms until all say "Enviado". */
async function outboxSync(
  context: BrowserContext,
  origin: string,
  data: ConsultantData,
): Promise<{ ms: number; sent: number; refused: number }> {
  const page = await context.newPage();
  try {
    await context.setOffline(true);
    await page.goto(`${origin}/dashboard/outbox`, { waitUntil: 'load' });
    const body = {
      seasonId: data.seasonId,
      clientId: data.clientId,
      items: [{ productId: data.productId, quantity: 1, basePrice: 1000 }],
    };
    await page.evaluate(
      `${FILL_OUTBOX}(${JSON.stringify({ owner: `${data.userId}:CONSULTANT`, body, count: OUTBOX_ITEMS })})`,
    );
    await page.reload({ waitUntil: 'load' });
    const sendNow = page.getByRole('button', { name: 'Enviar ahora' });
    await sendNow.waitFor({ timeout: 60_000 });
    const started = Date.now();
    await context.setOffline(false);
    await throttle(context, page);
    // The app may start on its own when the signal returns; the button asks at once either way.
    await sendNow.click({ timeout: 5_000 }).catch(() => undefined);
    const settled = () =>
      page.evaluate(() => {
        const text = document.querySelector('main')?.textContent ?? '';
        return {
          sent: (text.match(/Enviado/g) ?? []).length,
          refused: (text.match(/Por resolver/g) ?? []).length,
        };
      });
    let counts = await settled();
    while (counts.sent + counts.refused < OUTBOX_ITEMS && Date.now() - started < 120_000) {
      await page.waitForTimeout(100);
      counts = await settled();
    }
    return { ms: Date.now() - started, ...counts };
  } finally {
    await page.close();
  }
}

interface WorkingSet {
  customers: number;
  sales: number;
  vouchers: number;
  ms: number;
  bytes: number;
}

export async function benchOffline(
  results: Results,
  pages: {
    browser: Browser;
    server: RunningProcess;
    admin: Who;
    consultant: Who;
  },
): Promise<void> {
  const section = `Offline (issue 38), CPU ${CPU_SLOWDOWN}× slower, 150 ms · 1.6 Mbps`;
  const { browser, server } = pages;
  const origin = server.publicUrl;
  const homes: Home[] = [
    {
      label: 'admin home',
      who: pages.admin,
      shown: 'main a[href]',
      options: { viewport: { width: 1280, height: 800 } },
    },
    { label: 'consultant home', who: pages.consultant, shown: 'main a[href]', options: PHONE },
  ];
  // Before and after, back to back, per home.
  for (const home of homes) {
    const blocked = await visits(browser, origin, home, 'block');
    const allowed = await visits(browser, origin, home, 'allow');
    results.add({
      section,
      measure: `${home.label}: repeat visit LCP, HTTP cache alone (workers blocked) → with the service worker, median of ${RUNS}`,
      value: `${fixed(blocked.repeat / 1000, 2)} s → ${fixed(allowed.repeat / 1000, 2)} s${allowed.controlled ? '' : ' (page NOT controlled by the worker)'}`,
      target: 'no slower',
      held: allowed.repeat <= blocked.repeat * 1.05,
    });
    results.add({
      section,
      measure: `${home.label}: first visit LCP, workers blocked → allowed (registered after load), median of ${RUNS}`,
      value: `${fixed(blocked.first / 1000, 2)} s → ${fixed(allowed.first / 1000, 2)} s`,
      target: 'no slower',
      held: allowed.first <= blocked.first * 1.05,
    });
  }

  // The consultant's day: one online visit, then offline.
  const data = await consultantData(server, pages.consultant);
  const context = await signedInContext(browser, origin, pages.consultant, 'allow', PHONE);
  try {
    const report = await warm(context, `${origin}/dashboard/sales/list/sale`, true);
    const workingSet = report ? (JSON.parse(report) as WorkingSet) : null;
    const offline: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await context.setOffline(true);
      offline.push(
        await lcpOf(
          context,
          `${origin}/dashboard/sales/list/sale`,
          'main a[href^="/dashboard/sales/sale/"]',
          false,
        ),
      );
    }
    await context.setOffline(false);
    const lcp = median(offline);
    results.add({
      section,
      measure: `consultant's sales list opened offline (phone, after one online visit), LCP, median of ${RUNS}`,
      value: `${fixed(lcp / 1000, 2)} s`,
      target: '≤ 1.0 s',
      held: lcp <= 1000,
    });
    if (workingSet) {
      const mb = workingSet.bytes / 1024 / 1024;
      results.add({
        section,
        measure: `working set of the demo consultant (${workingSet.customers} customers, ${workingSet.sales} sales, ${workingSet.vouchers} DKbonos): stored size · refresh, loopback, no throttling`,
        value: `${fixed(mb, 2)} MB · ${fixed(workingSet.ms / 1000, 2)} s`,
        target: '≤ 10 MB, ≤ 5 s',
        held: mb <= 10 && workingSet.ms <= 5000,
      });
    }
    const synced = await outboxSync(context, origin, data);
    results.add({
      section,
      measure: `${OUTBOX_ITEMS} queued sales sent after the signal returns ("Enviar ahora" → every item "Enviado")`,
      value: `${fixed(synced.ms / 1000, 1)} s (${synced.sent} sent, ${synced.refused} refused)`,
      target: '≤ 10 s',
      held: synced.ms <= 10_000 && synced.sent === OUTBOX_ITEMS,
    });
  } finally {
    await context.close();
  }
}

export const LARGE_CUSTOMERS = 2000;
export const LARGE_SALES = 5000;

/**
 * The working set of a consultant with 2,000 customers and 5,000 sales: PGlite with the demo data
 * and one bench consultant owning every generated customer and sale, its seasons opened (so each
 * sale is in the working set, the hardest case) and the demo password given to it; our server on
 * it, one signed-in visit, and the app's report. Loopback, no throttling.
 */
export async function benchLargeWorkingSet(results: Results, browser: Browser): Promise<void> {
  const section = `Offline (issue 38), CPU ${CPU_SLOWDOWN}× slower, 150 ms · 1.6 Mbps`;
  const database = await preparePglite(LARGE_SALES, { customers: LARGE_CUSTOMERS, consultants: 1 });
  try {
    const handle = await database.open();
    let email = '';
    try {
      await sql`update seasons set is_open = true, is_voucher_open = true where name like 'BENCH-%'`.execute(
        handle.db,
      );
      const { rows } = await sql<{ email: string }>`
        update users set password_hash = (select password_hash from users where email = ${DEMO_EMAILS.CONSULTANT})
        where email like 'bench.consultor.%' returning email`.execute(handle.db);
      email = rows[0]?.email ?? '';
    } finally {
      await handle.close();
    }
    const server = await startOurServer(database.location);
    try {
      const who = { email, password: DEMO_PASSWORD };
      const context = await signedInContext(browser, server.publicUrl, who, 'allow', PHONE);
      try {
        const started = Date.now();
        const report = await warm(context, `${server.publicUrl}/dashboard/sales/list/sale`, true);
        const workingSet = report ? (JSON.parse(report) as WorkingSet) : null;
        if (!workingSet) throw new Error('no working-set report');
        const mb = workingSet.bytes / 1024 / 1024;
        results.add({
          section,
          measure: `working set of a consultant with ${workingSet.customers.toLocaleString('en-US')} customers, ${workingSet.sales.toLocaleString('en-US')} sales (all in open seasons), ${workingSet.vouchers} DKbonos: stored size · refresh, loopback, no throttling`,
          value: `${fixed(mb, 2)} MB · ${fixed(workingSet.ms / 1000, 1)} s (report ${fixed((Date.now() - started) / 1000, 0)} s after the page opened)`,
          target: '≤ 10 MB, ≤ 5 s',
          held: mb <= 10 && workingSet.ms <= 5000,
        });
      } finally {
        await context.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.remove();
  }
}

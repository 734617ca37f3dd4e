// Click to content: in Chromium with the CPU slowed 4×, signed in as the admin, the time
// from a click to the next page's content: the sales list → a sale (its link pointed at first, as a
// mouse does, which prefetches it) → back to the list; the customer list → a customer → back; and
// the consultant's sales list on a 390 px touch phone → a sale → back.
// Each path is walked five times; the figure is the median. Measured inside the page, from the
// click event to the first animation frame that shows the awaited element, so Playwright's own
// round trips are not counted.
import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { signedInState, type Who } from './lib/browser-session.ts';
import type { Results } from './lib/results.ts';
import { median } from './lib/stats.ts';

const CPU_SLOWDOWN = 4;
const WALKS = 5;
const LIST_TARGET_MS = 100;
const DETAIL_TARGET_MS = 300;

/** Where to click and what shows that the next page has its content. */
interface Step {
  /** CSS selector of the link; the `index`-th match is clicked. */
  link: string;
  index: number;
  /** A selector that matches only once the next page shows its data. */
  shown: string;
  /** The next page's address (a regular expression over the pathname). */
  at: string;
}

// The in-page part, as text: tsx would wrap a function's inner helpers in its own __name(), which
// does not exist in the page.
const CLICK_TO_CONTENT = `(async ({ link, index, shown, at }) => {
  const next = new RegExp(at);
  // Only what is on screen counts: a list kept mounted under a record is hidden there (display:
  // none, or content-visibility: hidden, whose boxes keep their rectangles: checkVisibility()
  // tells).
  const visible = (selector) =>
    [...document.querySelectorAll(selector)].filter((e) => e.checkVisibility() && e.getClientRects().length > 0);
  const links = visible(link);
  const anchor = links[index % links.length];
  if (!anchor) throw new Error('no link ' + link + ' #' + index);
  const start = performance.now();
  anchor.click();
  return await new Promise((resolve, reject) => {
    const check = () => {
      if (next.test(location.pathname) && visible(shown).length > 0) resolve(performance.now() - start);
      else if (performance.now() - start > 30000) reject(new Error('never showed ' + shown));
      else requestAnimationFrame(check);
    };
    check();
  });
})`;

/** Clicks a link inside the page and waits for the frame that shows `shown`; returns the ms. */
async function clickToContent(page: Page, step: Step): Promise<number> {
  return page.evaluate(`${CLICK_TO_CONTENT}(${JSON.stringify(step)})`) as Promise<number>;
}

interface Walk {
  list: string;
  /** A record's address (a regular expression over the pathname). */
  record: string;
  /** The rows' links to their records. */
  rowLink: string;
  /** Shown only by a record's page once it has its data. */
  detailShown: string;
  backLink: string;
}

async function walk(page: Page, origin: string, path: Walk) {
  const detail: number[] = [];
  const back: number[] = [];
  await page.goto(`${origin}${path.list}`);
  await page.locator(path.rowLink).first().waitFor();
  for (let index = 0; index < WALKS; index += 1) {
    // A mouse passes over the link before it clicks: the prefetch starts there.
    // A short list (the consultant's own) is walked round again from its first row.
    const rows = await page.locator(path.rowLink).count();
    await page
      .locator(path.rowLink)
      .nth(index % rows)
      .hover();
    await page.waitForLoadState('networkidle');
    const step = { link: path.rowLink, index, shown: path.detailShown, at: path.record };
    detail.push(await clickToContent(page, step));
    await page.waitForLoadState('networkidle');
    const list = `^${path.list}$`;
    back.push(await clickToContent(page, { link: path.backLink, index: 0, shown: path.rowLink, at: list }));
    await page.waitForLoadState('networkidle');
  }
  return { detail: median(detail), back: median(back) };
}

const SALES_WALK: Walk = {
  list: '/dashboard/sales/list/sale',
  record: '^/dashboard/sales/sale/\\d+$',
  rowLink: 'main a[href^="/dashboard/sales/sale/"]',
  detailShown: 'main h2[id]',
  backLink: 'main a[href^="/dashboard/sales/list/sale"]',
};

const CUSTOMERS_WALK: Walk = {
  list: '/dashboard/customers',
  record: '^/dashboard/customers/form/\\d+$',
  rowLink: 'main a[href^="/dashboard/customers/form/"]',
  detailShown: 'main h2[id]',
  backLink: 'main a[href="/dashboard/customers"], main a[href^="/dashboard/customers?"]',
};

/** Walks the paths in one signed-in context with the CPU slowed down. */
async function walkIn(
  browser: Browser,
  origin: string,
  who: Who,
  options: BrowserContextOptions,
  paths: readonly Walk[],
): Promise<{ detail: number; back: number }[]> {
  const storageState = await signedInState(browser, origin, who);
  const context = await browser.newContext({ ...options, storageState });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const walked = [];
    for (const path of paths) walked.push(await walk(page, origin, path));
    return walked;
  } finally {
    await context.close();
  }
}

export async function benchNavigation(
  results: Results,
  pages: { browser: Browser; origin: string; who: Who; consultant: Who },
): Promise<void> {
  const section = 'Navigation';
  // A record's card (its <h2> title) shows only once the record's data is in.
  const [sales, customers] = await walkIn(
    pages.browser,
    pages.origin,
    pages.who,
    { viewport: { width: 1280, height: 800 } },
    [SALES_WALK, CUSTOMERS_WALK],
  );
  // The consultant's own sales list on a phone: the rows are cards there.
  const [phoneSales] = await walkIn(
    pages.browser,
    pages.origin,
    pages.consultant,
    { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    [SALES_WALK],
  );
  const figures = [
    ['sales list → sale (pointed at first)', sales!.detail, DETAIL_TARGET_MS],
    ['sale → back to the sales list', sales!.back, LIST_TARGET_MS],
    ['customer list → customer (pointed at first)', customers!.detail, DETAIL_TARGET_MS],
    ['customer → back to the customer list', customers!.back, LIST_TARGET_MS],
    ["consultant's phone, 390 px: sales list → sale", phoneSales!.detail, DETAIL_TARGET_MS],
    ["consultant's phone, 390 px: sale → back to the sales list", phoneSales!.back, LIST_TARGET_MS],
  ] as const;
  for (const [measure, ms, target] of figures) {
    results.add({
      section,
      measure: `${measure}, CPU ${CPU_SLOWDOWN}× slower`,
      value: `${ms.toFixed(0)} ms (median of ${WALKS})`,
      target: `≤ ${target} ms`,
      held: ms <= target,
    });
  }
}

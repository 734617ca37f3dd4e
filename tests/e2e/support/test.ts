// The `test` and `expect` every e2e spec imports: Playwright's own, extended in one place with
// what should hold on every page a test reaches.
//
// Accessibility as a figure (issue 16): every distinct page a test reaches (its route in
// domain/app-routes.ts, ids folded) is checked once per run with axe-core against WCAG 2.1 A and
// AA; a serious or critical violation fails the test that reached the page first, with a list of
// rule, impact, target and page. The check does not run while the test acts (a check racing the
// test's own clicks would be flaky): the fixture records each address the test's pages open, and
// before their browser context closes it opens each address not yet checked in a new tab of that
// same signed-in context (one page load, then in-app navigation), waits until the page has settled
// and runs axe there. States worth
// checking that no address reaches (an open dialog) are checked explicitly with `checkA11y`.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';
import { isSimulatorPagePath } from '../../../domain/farmer-pages.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

// Pages that only pass through (they redirect or act on opening) are not re-opened: re-opening
// /logout would sign the context out.
const PASS_THROUGH = new Set(['LogoutUser', 'RedirectPage', 'FarmerRedirectPage']);
const ROUTE_LIST = Object.values(ROUTES);

// One worker runs the suite (playwright.config.ts), so this set is the run's: each page is
// checked once, by the first test that reaches it.
const checkedPages = new Set<string>();

interface A11yViolation {
  page: string;
  rule: string;
  impact: string;
  target: string;
  help: string;
}

/** The page an address shows: its route pattern (`/dashboard/sales/dkbono/:id`), or null when it is not one of the app's pages. */
function pageOf(address: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.origin !== appOrigin || url.pathname.startsWith('/api/')) return null;
  const route = ROUTE_LIST.find((r) => matchPath({ path: r.path, end: true }, url.pathname));
  if (!route) return url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  if (PASS_THROUGH.has(route.name)) return null;
  return route.path;
}

/** Waits until the page has loaded its data and stopped moving (no spinner, no running transition). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A page may still be loading its data on a busy machine: give it the time a page load may take.
  await expect(page.locator('.fui-Spinner, [aria-label="Cargando página"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  // A toast's timer is an invisible animation as long as the toast stays up (Fluent's Timer,
  // `data-timer-status`): it moves nothing, so the check does not wait seconds for it to run out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getComputedTiming().iterations === Infinity ||
          (a.effect instanceof KeyframeEffect && a.effect.target?.hasAttribute('data-timer-status')),
      ),
  );
}

async function violationsOn(page: Page, label: string): Promise<A11yViolation[]> {
  // Fluent's focus traps (tabster) put hidden `<i tabindex=0 aria-hidden>` sentinels around
  // dialogs and drawers that hand focus on at once; they are never a stop for a keyboard user.
  // Legacy mode runs axe once in the page itself. The default mode runs it per frame and then opens
  // a blank tab to merge the frames' results, injecting axe there again: about 2 s more a page, for
  // cross-origin frames the app never has.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(AXE_TAGS)
    .exclude('[data-tabster-dummy]')
    .analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        page: label,
        rule: v.id,
        impact: v.impact ?? '',
        target: node.target.join(' '),
        help: v.help,
      })),
    );
}

function violationReport(violations: readonly A11yViolation[]): string {
  const lines = violations.map((v) => `- [${v.impact}] ${v.rule} on ${v.page}: ${v.target}\n    ${v.help}`);
  return `${violations.length} serious or critical accessibility violations (axe, WCAG 2.1 A/AA):\n${lines.join('\n')}`;
}

/** Checks the page as it is now (an open dialog, a state no address reaches); fails on any serious or critical violation. */
export async function checkA11y(page: Page, label: string): Promise<void> {
  await settle(page);
  const violations = await violationsOn(page, label);
  if (violations.length > 0) throw new Error(violationReport(violations));
}

/**
 * Opens an address in the checking tab. Between two pages of the staff app it navigates inside the
 * app, as a click on a link does (the router follows the history), instead of loading and starting
 * the whole app again for each page; the farmer's simulator is its own document, and is loaded.
 */
async function open(tab: Page, address: string): Promise<void> {
  const target = new URL(address);
  const current = tab.url().startsWith('http') ? new URL(tab.url()) : null;
  const inApp =
    current !== null &&
    current.origin === target.origin &&
    !current.pathname.startsWith('/api/') &&
    !isSimulatorPagePath(current.pathname) &&
    !isSimulatorPagePath(target.pathname);
  if (!inApp) {
    await tab.goto(address);
    return;
  }
  await tab.evaluate((path) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `a11y${index + 1}`, idx: index + 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `${target.pathname}${target.search}${target.hash}`);
}

/** Follows the pages of one browser context and checks, before it closes, each page they reached. */
class ContextWatch {
  private readonly reached = new Map<string, string>();

  constructor(
    private readonly context: BrowserContext,
    private readonly appOrigin: string,
    private readonly onChecked: (page: string) => void,
  ) {
    for (const page of context.pages()) this.follow(page);
    context.on('page', (page) => this.follow(page));
  }

  private follow(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const key = pageOf(frame.url(), this.appOrigin);
      if (key && !this.reached.has(key)) this.reached.set(key, frame.url());
    });
  }

  /** Re-opens each reached page not yet checked in the run, in a tab of this context. */
  async checkReached(): Promise<A11yViolation[]> {
    const pending = [...this.reached].filter(([key]) => !checkedPages.has(key));
    this.reached.clear();
    if (pending.length === 0) return [];
    const found: A11yViolation[] = [];
    const tab = await this.context.newPage();
    try {
      for (const [, address] of pending) {
        await open(tab, address);
        await settle(tab);
        // The context may no longer open it (signed out, terms, a used link): the check then
        // belongs to the page it shows, and the one asked for waits for another test.
        const shown = pageOf(tab.url(), this.appOrigin);
        if (!shown || checkedPages.has(shown)) continue;
        checkedPages.add(shown);
        this.onChecked(shown);
        found.push(...(await violationsOn(tab, shown)));
      }
    } finally {
      await tab.close();
    }
    return found;
  }
}

function appOriginOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('The e2e tests need a baseURL (playwright.config.ts)');
  return new URL(baseURL).origin;
}

export const test = base.extend<{ a11yPages: void }>({
  a11yPages: [
    async ({ context, browser, baseURL }, use, testInfo) => {
      const appOrigin = appOriginOf(baseURL);
      // Each page checked is noted on the test that checked it (the JSON report lists them).
      const noteChecked = (checked: string) =>
        testInfo.annotations.push({ type: 'axe', description: checked });
      const watches: ContextWatch[] = [new ContextWatch(context, appOrigin, noteChecked)];
      const found: A11yViolation[] = [];

      // Contexts the test opens itself (a second person, a visitor) are followed too, and checked
      // before the test closes them.
      const ownBrowser: Browser = browser;
      const newContext = ownBrowser.newContext.bind(ownBrowser);
      ownBrowser.newContext = async (...args) => {
        const created = await newContext(...args);
        const watch = new ContextWatch(created, appOrigin, noteChecked);
        watches.push(watch);
        const close = created.close.bind(created);
        created.close = async (...closeArgs) => {
          found.push(...(await watch.checkReached()));
          return close(...closeArgs);
        };
        return created;
      };
      try {
        await use();
      } finally {
        ownBrowser.newContext = newContext;
      }
      // A test that failed already says what broke; its pages wait for another test.
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const watch of watches) {
        try {
          found.push(...(await watch.checkReached()));
        } catch (error) {
          // A context the test closed without close() (the browser's end) has nothing left to open.
          if (!String(error).includes('closed')) throw error;
        }
      }
      if (found.length > 0) throw new Error(violationReport(found));
    },
    // The checks after the test have their own time limit, not what the test's steps left over:
    // a long test that reached many new pages must not fail for the checks' sake.
    { auto: true, timeout: 180_000 },
  ],
});
export { expect };
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

// The `test` and `expect` every e2e spec imports (Playwright's own), and the accessibility check.
//
// Accessibility as a figure: each page of the app is checked with axe-core against WCAG 2.1 A and
// AA, once per role and viewport, by a spec of its own (a11y.spec.ts); a serious or critical
// violation fails it, with a list of rule, impact, target and page. States worth checking that no
// address reaches (an open dialog, a page only a mailed link opens) are checked where a test
// reaches them, with `checkA11y`.
import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface A11yViolation {
  page: string;
  rule: string;
  impact: string;
  target: string;
  help: string;
}

/** Waits until the page shows its data and has stopped moving (no spinner, no running transition). */
export async function settle(page: Page): Promise<void> {
  // A page may still be loading its data on a busy machine: give it the time a page load may take.
  await expect(page.locator('.fui-Spinner, [aria-label="Cargando página"], [aria-busy="true"]')).toHaveCount(
    0,
    { timeout: 30_000 },
  );
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

/** The serious and critical violations on the page as it is now. */
export async function violationsOn(page: Page, label: string): Promise<A11yViolation[]> {
  // axe-core's own API, as its docs inject it: its source once per document (a walk opens its
  // pages inside the running app, so one document serves every stop), then axe.run in the page
  // itself, on the main frame (the app has no frames of its own; a sign-in library's hidden one is
  // not a page). @axe-core/playwright evaluated the 500 kB
  // source twice before every check, about 0.4 CPU-s a check (docs/testing.md). Only the
  // violations come back whole: axe keeps one node of each passing or inapplicable rule instead of
  // every node it checked, and skips working out their selectors. Fluent's focus traps (tabster)
  // put hidden `<i tabindex=0 aria-hidden>` sentinels around dialogs and drawers that hand focus
  // on at once; they are never a stop for a keyboard user.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        { exclude: [['[data-tabster-dummy]']] },
        { iframes: false, resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } },
      ),
    AXE_TAGS,
  );
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

export function violationReport(violations: readonly A11yViolation[]): string {
  const lines = violations.map((v) => `- [${v.impact}] ${v.rule} on ${v.page}: ${v.target}\n    ${v.help}`);
  return `${violations.length} serious or critical accessibility violations (axe, WCAG 2.1 A/AA):\n${lines.join('\n')}`;
}

/** Checks the page as it is now (an open dialog, a state no address reaches); fails on any serious or critical violation. */
export async function checkA11y(page: Page, label: string): Promise<void> {
  await settle(page);
  const violations = await violationsOn(page, label);
  if (violations.length > 0) throw new Error(violationReport(violations));
}

export { expect, test };
export type { Browser, Locator, Page } from '@playwright/test';

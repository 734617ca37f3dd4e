// The `test` and `expect` every e2e spec imports: Playwright's own, extended in one place with
// what should hold on every page a test reaches.
import { expect, test as base } from '@playwright/test';

export const test = base;
export { expect };
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

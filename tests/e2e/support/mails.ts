import { expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher.ts';
import { E2E } from './env.ts';

/** Waits for a mail to an address and returns the first link in it that matches. */
export async function waitForMailLink(to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${E2E.mailApiPort}/messages?to=${encodeURIComponent(to)}`,
        );
        const mails = (await response.json()) as CaughtMail[];
        link = mails
          .map((m) => m.text.match(pattern)?.[0])
          .filter(Boolean)
          .at(-1);
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

// Finding a button of the open Fluent dialog in component tests. In jsdom, Fluent's focus manager
// (tabster) sometimes marks a dialog opened just after another one closed aria-hidden for a moment
// (never in a browser, where the e2e tests find dialogs by role), so these queries include hidden
// elements and that artifact cannot decide a test.
import { screen, within } from '@testing-library/react';

export async function findDialogButton(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  return within(dialog).findByRole('button', { name, hidden: true });
}

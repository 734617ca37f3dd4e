// What the "Microsoft" button of the login page runs: the real sign-in, injected by
// microsoft-sign-in.ts when the app is configured for Entra ID; until then the button explains itself.
import { showToast } from '../../lib/toast.tsx';
import { strings } from './strings.ts';

let microsoftSignIn: (() => Promise<void>) | null = null;

export function setMicrosoftSignIn(handler: (() => Promise<void>) | null): void {
  microsoftSignIn = handler;
}

/** Runs the injected Microsoft sign-in; false when none is configured (the user was told). */
export async function signInWithMicrosoft(): Promise<boolean> {
  if (!microsoftSignIn) {
    showToast({ severity: 'info', summary: 'Microsoft', detail: strings.login.microsoftNotConfigured });
    return false;
  }
  await microsoftSignIn();
  return true;
}

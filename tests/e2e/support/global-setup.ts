import { startMailCatcher } from './mail-catcher.ts';
import { E2E } from './env.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailCatcher(E2E.smtpPort, E2E.mailApiPort);
}

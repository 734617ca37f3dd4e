// The Teams host, when the app runs as a Teams tab (docs/design.md §10). teams-js only answers inside Teams,
// so app.initialize() races a 3 s timeout; outside Teams the app goes on as a plain web site.
// Loaded lazily and only when the page may be inside Teams (load-plan.ts), never in the first bundle.
import { app } from '@microsoft/teams-js';
import { mayBeInsideTeams } from './teams-presence.ts';

export const TEAMS_INIT_TIMEOUT_MS = 3000;

export type TeamsTheme = 'default' | 'dark' | 'contrast';

export interface TeamsHost {
  theme: TeamsTheme;
  /** The record a deep link asked for (the subEntityId of the link), if any. */
  subEntityId: string | null;
  onThemeChange(handler: (theme: TeamsTheme) => void): void;
  /** Tells Teams the tab is ready (hides its loading indicator). */
  notifySuccess(): void;
}

function teamsTheme(theme: string | undefined): TeamsTheme {
  return theme === 'dark' || theme === 'contrast' ? theme : 'default';
}

async function initializeWithin(timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([app.initialize().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

let connection: Promise<TeamsHost | null> | null = null;

/** Connects to Teams once; null outside Teams (or when Teams does not answer within the timeout). */
export function connectTeamsHost(timeoutMs: number = TEAMS_INIT_TIMEOUT_MS): Promise<TeamsHost | null> {
  connection ??= (async () => {
    if (!mayBeInsideTeams() || !(await initializeWithin(timeoutMs))) return null;
    const context = await app.getContext();
    let notified = false;
    return {
      theme: teamsTheme(context.app.theme),
      subEntityId: context.page.subPageId ?? null,
      onThemeChange: (handler) => app.registerOnThemeChangeHandler((theme) => handler(teamsTheme(theme))),
      notifySuccess: () => {
        if (notified) return;
        notified = true;
        void app.notifySuccess().catch(() => undefined);
      },
    };
  })();
  return connection;
}

// Inside Teams (docs/design.md §10): the Teams theme (default, dark, high contrast) followed live, the record
// a deep link names (subEntityId) opened, and Teams told the tab is ready. Loaded lazily.
import { pathForSubEntityId } from '../../../domain/deep-links.ts';
import type { ThemeMode } from '../theme.ts';
import { connectTeamsHost, type TeamsHost, type TeamsTheme } from './teams-host.ts';

const THEME_MODES: Record<TeamsTheme, ThemeMode> = { default: 'light', dark: 'dark', contrast: 'contrast' };

export interface TeamsIntegration {
  host: TeamsHost;
  /** The page a deep link asked for, already checked to be a page of this app. */
  deepLinkPath: string | null;
}

export async function startTeamsIntegration(
  onTheme: (mode: ThemeMode) => void,
): Promise<TeamsIntegration | null> {
  return followTeamsHost(await connectTeamsHost(), onTheme);
}

/** What the app takes from the Teams host it reached (null outside Teams, where it does nothing). */
export function followTeamsHost(
  host: TeamsHost | null,
  onTheme: (mode: ThemeMode) => void,
): TeamsIntegration | null {
  if (!host) return null;
  onTheme(THEME_MODES[host.theme]);
  host.onThemeChange((theme) => onTheme(THEME_MODES[theme]));
  return { host, deepLinkPath: pathForSubEntityId(host.subEntityId) };
}

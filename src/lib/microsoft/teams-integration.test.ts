// Inside Teams: its theme followed live, the record of a deep link, and nothing outside Teams.
import { describe, expect, it, vi } from 'vitest';
import type { TeamsHost, TeamsTheme } from './teams-host.ts';
import { followTeamsHost } from './teams-integration.ts';

function fakeHost(theme: TeamsTheme, subEntityId: string | null) {
  let onChange: ((theme: TeamsTheme) => void) | null = null;
  const teams: TeamsHost = {
    theme,
    subEntityId,
    onThemeChange: (handler) => {
      onChange = handler;
    },
    notifySuccess: vi.fn(),
  };
  return { teams, changeTheme: (next: TeamsTheme) => onChange?.(next) };
}

describe('Teams integration', () => {
  it('follows the Teams theme (default, dark, high contrast), live', () => {
    const { teams, changeTheme } = fakeHost('dark', null);
    const modes: string[] = [];
    followTeamsHost(teams, (mode) => modes.push(mode));
    changeTheme('contrast');
    changeTheme('default');
    expect(modes).toEqual(['dark', 'contrast', 'light']);
  });

  it('turns the subEntityId of a deep link into the page of the record, ignoring unsafe ones', () => {
    const record = followTeamsHost(fakeHost('default', 'dkbono:5').teams, () => undefined);
    expect(record?.deepLinkPath).toBe('/dashboard/sales/dkbono/5');
    const unsafe = followTeamsHost(fakeHost('default', 'path://evil.example').teams, () => undefined);
    expect(unsafe?.deepLinkPath).toBeNull();
  });

  it('does nothing outside Teams', () => {
    const onTheme = vi.fn();
    expect(followTeamsHost(null, onTheme)).toBeNull();
    expect(onTheme).not.toHaveBeenCalled();
  });
});

// Inside Teams: its theme followed live, the record of a deep link, and nothing outside Teams.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamsHost, TeamsTheme } from './teams-host.ts';
import { startTeamsIntegration } from './teams-integration.ts';

const host = vi.hoisted(() => ({ connectTeamsHost: vi.fn() }));
vi.mock('./teams-host.ts', () => host);

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

beforeEach(() => host.connectTeamsHost.mockReset());

describe('Teams integration', () => {
  it('follows the Teams theme (default, dark, high contrast), live', async () => {
    const { teams, changeTheme } = fakeHost('dark', null);
    host.connectTeamsHost.mockResolvedValue(teams);
    const modes: string[] = [];
    await startTeamsIntegration((mode) => modes.push(mode));
    changeTheme('contrast');
    changeTheme('default');
    expect(modes).toEqual(['dark', 'contrast', 'light']);
  });

  it('turns the subEntityId of a deep link into the page of the record, ignoring unsafe ones', async () => {
    host.connectTeamsHost.mockResolvedValue(fakeHost('default', 'dkbono:5').teams);
    expect((await startTeamsIntegration(() => undefined))?.deepLinkPath).toBe('/dashboard/sales/dkbono/5');
    host.connectTeamsHost.mockResolvedValue(fakeHost('default', 'path://evil.example').teams);
    expect((await startTeamsIntegration(() => undefined))?.deepLinkPath).toBeNull();
  });

  it('does nothing outside Teams', async () => {
    host.connectTeamsHost.mockResolvedValue(null);
    const onTheme = vi.fn();
    expect(await startTeamsIntegration(onTheme)).toBeNull();
    expect(onTheme).not.toHaveBeenCalled();
  });
});
